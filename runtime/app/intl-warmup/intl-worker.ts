/**
 * The warm-up worker (`warm-intl.ts`): builds one of each `Intl` service the runtime uses, in
 * the languages it is sent, then says so and closes. It runs no site code and reads nothing.
 */
import { warmLocales } from './services.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
};

scope.onmessage = (event) => {
  warmLocales(event.data);
  scope.postMessage('warm');
  scope.close();
};
