import { describe, expect, it } from 'vitest';
import type { GeolocationOptions } from '../../effects.ts';
import { runOne } from '../../testing.ts';

/** Like the browser's GeolocationPosition: fields as getters on the prototype. */
class Coordinates {
  get accuracy() {
    return 12;
  }
  get altitude() {
    return null;
  }
  get heading() {
    return null;
  }
  get latitude() {
    return -17.8292;
  }
  get longitude() {
    return 31.0522;
  }
  get speed() {
    return 0;
  }
}

describe('geolocation', () => {
  it('returns coords and timestamp as a plain object, passing the options', async () => {
    const asked: GeolocationOptions[] = [];
    const effects = {
      getGeolocation: async (options: GeolocationOptions) => {
        asked.push(options);
        return { coords: new Coordinates(), timestamp: 1700000000000 };
      },
    };
    const outcome = await runOne(
      'geolocation',
      { options: { enableHighAccuracy: true, timeout: 5000, junk: 1 } },
      { effects },
    );
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 5000 }]);
    expect(outcome.result).toStrictEqual({
      coords: {
        accuracy: 12,
        altitude: null,
        heading: null,
        latitude: -17.8292,
        longitude: 31.0522,
        speed: 0,
      },
      timestamp: 1700000000000,
    });
  });

  it('fails when geolocation is not available, or is refused', async () => {
    expect((await runOne('geolocation')).error?.message).toBe('Geolocation is not available.');
    const effects = { getGeolocation: () => Promise.reject(new Error('User denied Geolocation')) };
    expect((await runOne('geolocation', {}, { effects })).error?.message).toBe(
      'Error while geolocation.',
    );
  });
});
