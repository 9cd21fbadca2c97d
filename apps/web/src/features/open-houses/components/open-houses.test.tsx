import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import type { OpenHouse } from '@elite/shared/open-houses';
import { openListingPage, PLAIN_LISTING } from '../../../testing/listing-page';
import type { FakeRoute } from '../../../testing/fake-api';
import { sentBodies } from '../../../testing/render-app';
import { toDateInputValue } from '../lib/open-house-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Answers made at each call: openListingPage hands its routes to fakeApi, which takes them. */
const routes = (answers: Record<string, FakeRoute | (() => FakeRoute)>) =>
  answers as Record<string, FakeRoute>;

const LIST = 'GET /api/property/p-1/open-houses';
const DAY = 86_400_000;

const SATURDAY: OpenHouse = {
  _id: 'oh-1',
  start: '2027-03-06T10:00:00.000Z',
  end: '2027-03-06T12:00:00.000Z',
  note: 'Park on the street',
  attending: false,
};
const SUNDAY: OpenHouse = {
  _id: 'oh-2',
  start: '2027-03-07T14:00:00.000Z',
  end: '2027-03-07T15:30:00.000Z',
  note: null,
  attending: false,
};

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};

const section = () => screen.findByRole('region', { name: 'Open houses' });
/** The list item of the open house starting at `dateTime`, once it is listed. */
const item = (dateTime: string) =>
  waitFor(() => {
    const found = screen
      .getByRole('region', { name: 'Open houses' })
      .querySelector(`time[datetime="${dateTime}"]`)
      ?.closest('li');
    if (!found) throw new Error(`No open house at ${dateTime}`);
    return found as HTMLElement;
  });

describe("a listing's open houses, for a visitor", () => {
  it('lists the upcoming ones in the visitor’s time zone, with the note and the calendar file', async () => {
    await openListingPage(PLAIN_LISTING, {
      api: { [LIST]: { status: 200, body: [SATURDAY, SUNDAY] } },
    });
    const openHouses = await section();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(openHouses).getByText(`Times in your time zone: ${zone}.`)).toBeVisible();
    const items = within(openHouses).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = await item(SATURDAY.start);
    const time = first.querySelector('time')!;
    // Written for the visitor: the year, both times' day and the zone's name.
    expect(time.textContent).toMatch(/2027/);
    expect(time.textContent).toMatch(/–/);
    expect(time.textContent).toMatch(/UTC|GMT|[A-Z]{3}/);
    expect(within(first).getByText('Park on the street')).toBeVisible();
    const calendar = within(first).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/open-houses/oh-1/calendar.ics');
    expect(calendar).toHaveAttribute('download');
  });

  it('says “I’ll come”, then “You’re coming” with “Can’t come” to undo it', async () => {
    let list = [SATURDAY, SUNDAY];
    const attending = (value: boolean) => () => {
      list = [{ ...SATURDAY, attending: value }, SUNDAY];
      return { status: 200, body: { modifiedCount: 1 } };
    };
    const { api } = await openListingPage(PLAIN_LISTING, {
      api: routes({
        [LIST]: () => ({ status: 200, body: list }),
        'POST /api/open-houses/oh-1/attend': attending(true),
        'DELETE /api/open-houses/oh-1/attend': attending(false),
      }),
    });
    const first = await item(SATURDAY.start);
    fireEvent.click(within(first).getByRole('button', { name: "I'll come" }));
    expect(await screen.findByText(/You're on the list/)).toBeInTheDocument();
    expect(await within(first).findByText("You're coming")).toBeVisible();
    expect(api.callsTo('POST /api/open-houses/oh-1/attend')[0]?.authorization).toBe(
      'Bearer token-1',
    );
    // The other one is untouched.
    const second = await item(SUNDAY.start);
    expect(within(second).getByRole('button', { name: "I'll come" })).toBeVisible();

    fireEvent.click(within(first).getByRole('button', { name: "Can't come" }));
    expect(
      await screen.findByText("You're no longer on the list for this open house"),
    ).toBeInTheDocument();
    expect(await within(first).findByRole('button', { name: "I'll come" })).toBeVisible();
    expect(api.callsTo('DELETE /api/open-houses/oh-1/attend')).toHaveLength(1);
  });

  it('shows the server’s refusal of “I’ll come” as a toast', async () => {
    await openListingPage(PLAIN_LISTING, {
      api: {
        [LIST]: { status: 200, body: [SATURDAY] },
        'POST /api/open-houses/oh-1/attend': {
          status: 404,
          body: { message: 'Open house not found' },
        },
      },
    });
    fireEvent.click(within(await item(SATURDAY.start)).getByRole('button', { name: "I'll come" }));
    expect(await screen.findByText('Open house not found')).toBeInTheDocument();
  });

  it('leads a signed-out visitor to sign in from “I’ll come”', async () => {
    const { router } = await openListingPage(PLAIN_LISTING, {
      identity: null,
      api: { [LIST]: { status: 200, body: [SATURDAY] } },
    });
    const first = await item(SATURDAY.start);
    expect(within(first).getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    fireEvent.click(within(first).getByRole('link', { name: "I'll come" }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    // The sign-in comes back to the listing.
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/property/p-1' } });
  });

  it('hides the section when there are none', async () => {
    const { api } = await openListingPage(PLAIN_LISTING, {
      api: { [LIST]: { status: 200, body: [] } },
    });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading open houses…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Open houses' })).toBeNull();
  });

  it('says so when they cannot be read, with a retry', async () => {
    await openListingPage(PLAIN_LISTING, {
      api: {
        [LIST]: { status: 429, body: { message: 'Too many requests, try again in a minute' } },
      },
    });
    const failed = await section();
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'Too many requests, try again in a minute',
    );
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

/** The agent's form: a date ten days ahead, from 10:00 until 12:00. */
function fillForm(form: HTMLElement, { from = '10:00', until = '12:00', note = '' } = {}) {
  const date = toDateInputValue(new Date(Date.now() + 10 * DAY));
  fireEvent.change(within(form).getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: from } });
  fireEvent.change(within(form).getByLabelText('Until'), { target: { value: until } });
  fireEvent.change(within(form).getByLabelText('Note for visitors (optional)'), {
    target: { value: note },
  });
  return date;
}

const agentForm = async () => screen.findByRole('form', { name: 'Add an open house' });
const ADD = 'POST /api/property/p-1/open-houses';

describe("a listing's open houses, for its agent", () => {
  it('adds one with its times and note, after the form’s own check', async () => {
    let list: OpenHouse[] = [];
    await openListingPage(PLAIN_LISTING, {
      identity: AGNES,
      api: routes({
        [LIST]: () => ({ status: 200, body: list }),
        [ADD]: () => {
          list = [SATURDAY];
          return { status: 201, body: { insertedId: 'oh-1' } };
        },
      }),
    });
    expect(await screen.findByText('No upcoming open houses')).toBeVisible();
    const form = await agentForm();
    // Until before From: the form says so at the field, nothing is sent.
    fillForm(form, { from: '14:00', until: '13:00' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add open house' }));
    expect(await within(form).findByText('The end must be after the start')).toBeVisible();
    expect(within(form).getByLabelText('Until')).toHaveAttribute('aria-invalid', 'true');

    const date = fillForm(form, { note: 'Ring twice' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add open house' }));
    expect(await screen.findByText('The open house is added')).toBeInTheDocument();
    const [body] = sentBodies(ADD) as { start: string; end: string; note: string }[];
    expect(body?.start).toMatch(new RegExp(`^${date}T10:00:00(Z|[+-]\\d{2}:\\d{2})$`));
    expect(body?.end).toMatch(new RegExp(`^${date}T12:00:00(Z|[+-]\\d{2}:\\d{2})$`));
    expect(body?.note).toBe('Ring twice');
    // The list shows it at once, with Delete rather than I'll come.
    const added = await item(SATURDAY.start);
    expect(within(added).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(added).queryByRole('button', { name: "I'll come" })).toBeNull();
  });

  it('shows the server’s refusal at its field, and the limit above the button', async () => {
    let answer = {
      status: 400,
      body: { message: 'start must be at most 90 days ahead' },
    };
    await openListingPage(PLAIN_LISTING, {
      identity: AGNES,
      api: routes({ [LIST]: { status: 200, body: [SUNDAY] }, [ADD]: () => answer }),
    });
    const form = await agentForm();
    fillForm(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add open house' }));
    expect(await within(form).findByText('start must be at most 90 days ahead')).toBeVisible();
    expect(within(form).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

    answer = {
      status: 409,
      body: { message: 'A listing has at most 20 upcoming open houses' },
    };
    fireEvent.click(within(form).getByRole('button', { name: 'Add open house' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A listing has at most 20 upcoming open houses',
    );
  });

  it('deletes one after asking, and keeps it when the question is cancelled', async () => {
    let list = [SATURDAY, SUNDAY];
    const { api } = await openListingPage(PLAIN_LISTING, {
      identity: AGNES,
      api: routes({
        [LIST]: () => ({ status: 200, body: list }),
        'DELETE /api/open-houses/oh-1': () => {
          list = [SUNDAY];
          return { status: 200, body: { deletedCount: 1 } };
        },
      }),
    });
    const first = await item(SATURDAY.start);
    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Those who said they will come get an e-mail/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/open-houses/oh-1')).toHaveLength(0);

    fireEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The open house is deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Open houses' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.callsTo('DELETE /api/open-houses/oh-1')).toHaveLength(1);
  });

  it('offers no form on a listing waiting for review (the server takes verified ones only)', async () => {
    const { api } = await openListingPage(
      { ...PLAIN_LISTING, status: 'pending' },
      { identity: AGNES, api: { [LIST]: { status: 200, body: [] } } },
    );
    expect(await screen.findByText('No upcoming open houses')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add an open house' })).toBeNull();
    expect(api.callsTo(LIST)).toHaveLength(1);
  });
});
