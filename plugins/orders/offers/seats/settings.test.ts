import { describe, expect, it } from 'vitest';
import { offerProblems } from '../settings.ts';
import { checkSeatsSettings, SEATS_DEFAULTS, seatsSettings } from './settings.ts';

describe('seats offer settings', () => {
  it('needs the departures collection and fills the rest with defaults', () => {
    expect(checkSeatsSettings('bus', { type: 'seats', collection: 'bus-departures' })).toEqual([]);
    expect(seatsSettings({ type: 'seats', collection: ' bus-departures ' })).toEqual({
      ...SEATS_DEFAULTS,
      collection: 'bus-departures',
    });
    expect(checkSeatsSettings('bus', { type: 'seats' })).toEqual([
      'The offer "bus": "collection" must name the dynamic collection of departures.',
    ]);
  });

  it('names each wrong setting, through the plugin’s offer problems too', () => {
    const settings = {
      type: 'seats',
      collection: 'd',
      priceField: 3,
      holdMinutes: 0,
      daysAhead: 1.5,
      maxSeats: 50,
      passengerFields: ['name', 'bad field'],
      timeZone: 'Mars/Olympus',
    };
    const problems = [
      'The offer "bus": "priceField" must be a field name (text), or be left out.',
      'The offer "bus": "holdMinutes" must be a whole number from 1 to 60.',
      'The offer "bus": "daysAhead" must be a whole number from 0 to 366.',
      'The offer "bus": "maxSeats" must be a whole number from 1 to 20.',
      'The offer "bus": "passengerFields" must be a list of field names (letters, digits, - and _).',
      'The offer "bus": "timeZone" "Mars/Olympus" is not a time zone (e.g. "Africa/Johannesburg").',
    ];
    expect(checkSeatsSettings('bus', settings)).toEqual(problems);
    expect(offerProblems({ bus: settings })).toEqual(problems);
    expect(
      seatsSettings({ ...settings, holdMinutes: 15, passengerFields: ['name'] }),
    ).toMatchObject({
      holdMinutes: 15,
      daysAhead: 60,
      passengerFields: ['name'],
      timeZone: 'Africa/Johannesburg',
    });
  });
});
