import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ConsultingRoutes from '../../../exposes/routes';
import { availabilityOf, json, mockApi } from '../../../testing/mock-api';
import { renderPage } from '@launchops/kit/testing';
import { answers, managed, ROOM, route, token, collectToastsPerTest, withWayIn } from '../../../testing/manage-booking-support';

const toasts = collectToastsPerTest();

describe('/consulting/bookings/:token: the way in', () => {
  it('shows the way in: the video call link, the length and the price', async () => {
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, withWayIn()),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10), ['10:00 AM'])),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    // jsdom's name computation drops the hidden span's leading space (browsers keep it).
    const join = await screen.findByRole('link', { name: /^Join the video call\s*\(opens in a new tab\)$/ });
    expect(join).toHaveAttribute('href', ROOM);
    expect(join).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`${ROOM} opens in your browser at the time of the session; nothing to install.`)).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
    expect(screen.getByText('$150, invoiced by e-mail after the session')).toBeInTheDocument();
  });

  it('says how the session is paid, as the booking records it', async () => {
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, withWayIn({ paidWith: 'credit' })),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10), ['10:00 AM'])),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    expect(await screen.findByText('$150, covered by a session credit of your plan')).toBeInTheDocument();
  });

  it('offers no link for a cancelled booking, and never a link that is not a web address', async () => {
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, withWayIn({ meetingUrl: 'javascript:alert(1)' })),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    expect(await screen.findByText('$150, invoiced by e-mail after the session')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join the video call/ })).toBeNull();
  });
});

describe('/consulting/bookings/:token: the questionnaire', () => {
  it('asks the questionnaire: checks the answers, sends them, and lets them be changed', async () => {
    const api = mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, withWayIn()),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10), ['10:00 AM'])),
      'PUT /api/consultation-bookings/manage/[^/]+/questionnaire': (c) =>
        json(200, withWayIn({ questionnaire: c.body as typeof answers, questionnaireUpdatedAt: '2026-01-02T10:00:00.000Z' })),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: `${route}#questionnaire` });
    const form = await screen.findByRole('form', { name: 'Questionnaire for the advisor' });
    expect(screen.getByRole('heading', { name: 'Questionnaire for Rosa Lindqvist' })).toBeInTheDocument();

    // Nothing filled in: the contract's messages, on the fields, and nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    const company = screen.getByLabelText('What does your company do?');
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    expect(form).toHaveTextContent('Please say in a few words what your company does');
    expect(form).toHaveTextContent("Please choose your company's stage");
    expect(form).toHaveTextContent('Please say what you want from the session');
    expect(api.callsTo('PUT', '/api/')).toHaveLength(0);

    await user.type(company, answers.company);
    await user.selectOptions(screen.getByLabelText('What stage is it at?'), answers.stage);
    await user.type(screen.getByLabelText(/Which legal entity, formed in which state\?/), answers.entity);
    await user.type(screen.getByLabelText('What are your top questions for the session?'), answers.goals);
    expect(screen.getByLabelText(/Documents to share, or anything Rosa Lindqvist should read first\?/)).toHaveAttribute('maxLength', '1000');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByText(/Rosa Lindqvist has your answers and will read them before the session/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/')).toEqual([{ method: 'PUT', path: `/api/consultation-bookings/manage/${token}/questionnaire`, body: answers }]);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(company).toHaveValue(answers.company);
  });

  it('puts the API’s field messages on the fields, and says when the questionnaire has closed', async () => {
    let closed = false;
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, withWayIn({ questionnaire: answers, questionnaireOpen: !closed })),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10))),
      'PUT /api/consultation-bookings/manage/[^/]+/questionnaire': (c) => {
        if ((c.body as typeof answers).goals.includes('again')) {
          closed = true;
          return json(409, { statusCode: 409, message: 'The session has started, so the questionnaire can no longer be changed.' });
        }
        return json(400, {
          statusCode: 400,
          message: 'Please use at most 1000 characters',
          issues: [{ path: 'goals', message: 'Please use at most 1000 characters' }],
        });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });
    const goals = await screen.findByLabelText('What are your top questions for the session?');
    expect(goals).toHaveValue(answers.goals);
    await user.type(goals, ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(goals).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please use at most 1000 characters')).toBeInTheDocument();

    await user.type(goals, ' And again.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The page asks again and the form goes: the session has started.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Questionnaire for the advisor' })).toBeNull());
  });
});

describe('/consulting/bookings/:token: cancelling', () => {
  it('cancels only after confirming, and can be kept', async () => {
    const api = mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, managed()),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10), ['10:00 AM'])),
      'POST /api/consultation-bookings/manage/[^/]+/cancel': () =>
        json(200, managed({ status: 'cancelled', canChange: false, reason: 'This booking was cancelled.' })),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ConsultingRoutes />, { url: route });

    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const question = screen.getByRole('group', { name: /Cancel your consultation on .* at 10:00 AM\?/ });
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toHaveFocus();
    expect(api.callsTo('POST', '/api/consultation-bookings/manage/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText(/This booking was cancelled/)).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/consultation-bookings/manage/')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/consultation-bookings/manage/')[0]!.body).toBeUndefined();
    expect(toasts()[0]).toMatchObject({ title: 'Booking Cancelled', variant: 'default' });
    expect(screen.queryByRole('button', { name: 'Move booking' })).toBeNull();
  });

  it('says what a cancel gives back before it is confirmed: a refund 24 hours or more ahead, nothing later', async () => {
    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () => json(200, managed({ paidWith: 'charge', canCancel: true, cancelReturns: 'refund' })),
      'GET /api/consultants/1/availability.*': (c) => json(200, availabilityOf(c.path.slice(-10), ['10:00 AM'])),
    });
    const user = userEvent.setup({ delay: null });
    const first = renderPage(<ConsultingRoutes />, { url: route });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByTestId('cancel-returns')).toHaveTextContent('Cancelling now refunds your payment in full.');
    first.unmount();

    mockApi({
      'GET /api/consultation-bookings/manage/[^/]+': () =>
        json(
          200,
          managed({
            paidWith: 'charge',
            canChange: false,
            reason: 'Bookings can be changed up to 24 hours before the session.',
            canCancel: true,
            cancelReturns: 'none',
          }),
        ),
    });
    renderPage(<ConsultingRoutes />, { url: route });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByTestId('cancel-returns')).toHaveTextContent('The session starts in less than 24 hours: cancelling now gives no refund.');
    expect(screen.getByRole('button', { name: 'Yes, cancel booking' })).toBeInTheDocument();
  });
});
