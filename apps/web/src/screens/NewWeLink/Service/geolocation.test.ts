import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/render';
import { removeGeolocation, stubGeolocation } from './wizardTestApi';
import { GEOLOCATION_OPTIONS, LOCATE_MESSAGES, LocateError, locateMessage, locateUser } from './geolocation';

afterEach(removeGeolocation);

describe('locateUser', () => {
  it('asks with high accuracy, 15 s time-out and 30 s maximum age, then reverse geocodes', async () => {
    const getCurrentPosition = stubGeolocation({ lat: 40.42, lng: -3.7 });
    const fetchMock = mockFetch((url) =>
      url === '/api/google-maps/reverse-geocode?lat=40.42&lng=-3.7' ? jsonResponse(200, { success: true, address: 'Calle Mayor 1' }) : jsonResponse(404),
    );
    await expect(locateUser()).resolves.toEqual({ coordinates: { lat: 40.42, lng: -3.7 }, address: 'Calle Mayor 1' });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [1, LOCATE_MESSAGES.denied],
    [2, LOCATE_MESSAGES.unavailable],
    [3, LOCATE_MESSAGES.timeout],
    [9, LOCATE_MESSAGES.other],
  ])('error code %i gives its message, which advises manual entry', async (code, message) => {
    stubGeolocation({ code });
    const error = await locateUser().catch((e: unknown) => e);
    expect(locateMessage(error)).toBe(message);
    expect(message).toMatch(/Introduce la dirección manualmente/);
  });

  it('the codes have different messages', () => {
    expect(new Set([LOCATE_MESSAGES.denied, LOCATE_MESSAGES.unavailable, LOCATE_MESSAGES.timeout]).size).toBe(3);
  });

  it('an HTTP error of the address keeps the point and says so', async () => {
    stubGeolocation({ lat: 1, lng: 2 });
    mockFetch(() => jsonResponse(502, { message: 'Error al obtener la dirección', code: 'UPSTREAM_UNAVAILABLE' }));
    const error = await locateUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LocateError);
    expect((error as LocateError).coordinates).toEqual({ lat: 1, lng: 2 });
    expect(locateMessage(error)).toBe(LOCATE_MESSAGES.http);
  });

  it('without geolocation in the browser it says so', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    expect(locateMessage(await locateUser().catch((e: unknown) => e))).toBe(LOCATE_MESSAGES.unsupported);
  });
});
