/**
 * Every message of the REST plugin, browser and server side. The seeds give two texts (the
 * streaming ones, §5 and §8); the others follow their style ('No mode defined.').
 */
export const REST_MESSAGES = {
  noUrl: 'No URL defined.',
  invalidUrl: (url: string) => `Invalid URL: ${url}`,
  invalidMethod: (method: string) =>
    `Invalid method: ${method} (GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS).`,
  invalidDataType: (dataType: string) =>
    `Invalid data type: ${dataType} (json, form-urlencoded or multipart).`,
  /** Seeds §5. */
  streamingServerSide: 'Streaming is not allowed together with server-side requests',
  noStreamVariable: 'No variable defined for the stream.',
  streamVariableNotFound: (id: string) => `Stream variable not found: ${id}`,
  streamVariableType: (id: string) =>
    `The stream variable ${id} must be a text or a list variable.`,
  /** Seeds §8, for every answer that is not ok (streaming or not). */
  httpError: (status: number, body: string) => `HTTP error ${status}: ${body}`,
  noStreamBody: 'The answer has no body to stream.',
  network: (url: string, reason: string) => `The request to ${url} failed: ${reason}`,

  // The server proxy's answers (`{ error }`).
  proxyBody:
    'The body must be a JSON object: { url, method, data, queries, headers, dataType, useRawBody }.',
  proxyPluginOff: (siteId: string) => `The REST plugin is not enabled on the site "${siteId}".`,
  proxyScheme: (protocol: string) =>
    `Only http and https addresses can be requested (not ${protocol}).`,
  proxyRefused: (host: string, address: string, kind: string) =>
    `Refused: ${host} is a ${kind} address (${address}). Set BAOBAB_REST_ALLOW_PRIVATE=1 or list the host in BAOBAB_REST_ALLOWED_HOSTS to allow it.`,
  proxyUnresolved: (host: string, reason: string) =>
    `The host ${host} cannot be resolved: ${reason}`,
  proxyTimeout: (seconds: number) => `The remote server did not answer within ${seconds} s.`,
  proxyTooLarge: (megabytes: number) => `The remote answer is larger than ${megabytes} MB.`,
  proxyRedirects: (count: number) => `Too many redirects (more than ${count}).`,
  proxyRedirectLocation: 'The remote server redirected without a valid Location header.',
  proxyUnreachable: (reason: string) => `The remote server could not be reached: ${reason}`,
  proxyRawBody: 'With useRawBody the data must be a text.',
  proxyRequestTooLarge: (kilobytes: number) => `The request body is larger than ${kilobytes} KB.`,
} as const;
