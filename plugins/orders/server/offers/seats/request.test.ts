import { describe, expect, it } from 'vitest';
import type { JsonValue } from '@shared/schema/values.ts';
import { OfferRefusal } from '../offer.ts';
import { checkPassengers, priceSeats, runsOn, seatOfKey, seatRequest, todayIn } from './request.ts';
import { SEATS_DEFAULTS } from '../../../offers/seats/settings.ts';

const settings = { ...SEATS_DEFAULTS, collection: 'departures' };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof OfferRefusal) return [error.status, error.message];
    throw error;
  }
  return null;
};

describe('a seats request', () => {
  it('reads one departure, a day within the window and distinct seats', () => {
    expect(
      seatRequest([{ id: 'recA', date: '2026-12-01', seats: [3, '4'] }], settings, '2026-11-29'),
    ).toEqual({
      departure: 'recA',
      date: '2026-12-01',
      seats: ['3', '4'],
    });
    const ask = (items: unknown) => refusal(() => seatRequest(items, settings, '2026-11-29'));
    expect(ask({})).toEqual([400, 'Choose a departure, a date and at least one seat.']);
    expect(
      ask([
        { id: 'a', date: '2026-12-01', seats: ['1'] },
        { id: 'b', date: '2026-12-01', seats: ['1'] },
      ]),
    ).toEqual([400, 'Book one departure per order.']);
    expect(ask([{ id: 'a', date: '2026-11-28', seats: ['1'] }])?.[1]).toBe(
      'Tickets for 2026-11-28 can no longer be booked: choose 2026-11-29 or a later day.',
    );
    expect(ask([{ id: 'a', date: '2027-01-29', seats: ['1'] }])?.[1]).toBe(
      'Tickets can be booked at most 60 days ahead (until 2027-01-28).',
    );
    expect(ask([{ id: 'a', date: '2026-12-01', seats: ['0'] }])?.[1]).toBe(
      '"0" is not a seat number.',
    );
    expect(
      ask([{ id: 'a', date: '2026-12-01', seats: ['1', '2', '3', '4', '5', '6', '7'] }])?.[1],
    ).toBe('Book at most 6 seats per order.');
  });

  it('needs each seat’s passenger with every field', () => {
    const details: Record<string, JsonValue> = {
      passengers: [
        { seat: '3', name: 'Rudo', document: 'EN1', phone: '077' },
        { seat: 4, name: ' ' },
      ],
    };
    expect(refusal(() => checkPassengers(details, ['3'], settings.passengerFields))).toBeNull();
    expect(refusal(() => checkPassengers(details, ['3', '4'], settings.passengerFields))).toEqual([
      400,
      'Enter the passenger of seat 4: name, document, phone.',
    ]);
  });

  it('prices a seat per line from the departure record, on the days it runs', () => {
    const records = [
      {
        id: 'recA',
        Name: 'Limpopo Express 06:00',
        FareCents: 50000,
        Seats: 40,
        Days: ['Tue', 'Thu'],
      },
    ];
    const priced = priceSeats(
      { departure: 'recA', date: '2026-12-01', seats: ['1', '2'] },
      records,
      settings,
    );
    expect(priced.total).toBe(100000);
    expect(priced.lines[1]).toMatchObject({
      id: 'recA/2026-12-01/2',
      name: 'Limpopo Express 06:00, 2026-12-01, seat 2',
    });
    expect(
      refusal(() =>
        priceSeats({ departure: 'recA', date: '2026-12-02', seats: ['1'] }, records, settings),
      ),
    ).toEqual([
      409,
      'Limpopo Express 06:00 does not run on Wed 2026-12-02: choose another day or departure.',
    ]);
    expect(
      refusal(() =>
        priceSeats({ departure: 'recA', date: '2026-12-01', seats: ['41'] }, records, settings),
      )?.[1],
    ).toBe('Seat 41 is not on Limpopo Express 06:00 (seats 1 to 40).');
    expect(runsOn([0, 6], '2026-11-29')).toBe(true);
    expect(runsOn(undefined, '2026-11-30')).toBe(true);
    expect(seatOfKey('recA/2026-12-01/12')).toEqual({
      departure: 'recA',
      date: '2026-12-01',
      seat: '12',
    });
    expect(todayIn('Africa/Johannesburg', new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-30');
  });
});
