/**
 * geolocation (options: enableHighAccuracy, timeout, maximumAge): the visitor's position as the
 * seeds' plain `{ coords: { accuracy, altitude, heading, latitude, longitude, speed }, timestamp }`
 * (read field by field: a browser's GeolocationPosition keeps them on its prototype).
 */
import { recordOf } from '../../config.ts';
import type { ActionHandler } from '../../context.ts';
import type { GeolocationOptions, GeolocationResult } from '../../effects.ts';
import { WORKFLOW_MESSAGES } from '../../messages.ts';
import { defineAction } from '../define.ts';

export const geolocation: ActionHandler = async (config, ctx) => {
  const { effects } = ctx;
  if (!effects.getGeolocation) throw new Error(WORKFLOW_MESSAGES.geolocationUnavailable);
  let position: GeolocationResult;
  try {
    position = await effects.getGeolocation(optionsOf(config.options));
  } catch {
    throw new Error(WORKFLOW_MESSAGES.geolocationFailed);
  }
  const { coords } = position;
  const result: GeolocationResult = {
    coords: {
      accuracy: coords.accuracy,
      altitude: coords.altitude,
      heading: coords.heading,
      latitude: coords.latitude,
      longitude: coords.longitude,
      speed: coords.speed,
    },
    timestamp: position.timestamp,
  };
  return result;
};

function optionsOf(value: unknown): GeolocationOptions {
  const given = recordOf(value);
  const options: { -readonly [K in keyof GeolocationOptions]: GeolocationOptions[K] } = {};
  if (typeof given.enableHighAccuracy === 'boolean') {
    options.enableHighAccuracy = given.enableHighAccuracy;
  }
  if (typeof given.timeout === 'number') options.timeout = given.timeout;
  if (typeof given.maximumAge === 'number') options.maximumAge = given.maximumAge;
  return options;
}

export default defineAction({ type: 'geolocation', effects: ['getGeolocation'], run: geolocation });
