import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import { callOperation } from '../src/api/operation';
import { screenOperations } from '../src/api/screen/operations';

export type ScreenResponder = (params: URLSearchParams) => Response | Promise<Response>;

/**
 * The screen service's reads for one test, answered by `Action` (or `Action:Type`) from the
 * given responders, else from `fallback`; every request's parameters are recorded.
 */
export function screenBackend(
  responders: Record<string, ScreenResponder> = {},
  fallback: ScreenResponder = () =>
    HttpResponse.json(
      { RequestId: 'rq', Code: 'InvalidAction', Message: 'no fixture' },
      { status: 400 },
    ),
) {
  const overrides = new Map(Object.entries(responders));
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/api/screen', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const action = params.get('Action') ?? '';
      const responder = overrides.get(action) ?? overrides.get(`${action}:${params.get('Type')}`);
      return (responder ?? fallback)(params);
    }),
  );
  const of = (action: string) => calls.filter((call) => call.get('Action') === action);
  return {
    calls,
    of,
    count: (action: string) => of(action).length,
    last: (action: string) => of(action).at(-1),
    /** Answer `action` (or `action:Type`) with this from now on; null restores the fallback. */
    set(action: string, responder: ScreenResponder | null) {
      if (responder) overrides.set(action, responder);
      else overrides.delete(action);
    },
  };
}

/** The service's error body for a status, as the screen API sends it. */
export function screenFailure(status: 403 | 500): Response {
  return HttpResponse.json(
    status === 403
      ? { RequestId: 'rq-403', Code: 'NoPermission', Message: 'caller has no permission' }
      : { RequestId: 'rq-500', Code: 'ServerError', Message: 'ServerError' },
    { status },
  );
}

/** Stores a screen with these layout elements in the mock service, as a user's save would. */
export function storedScreen(title: string, elements: unknown[]): Promise<string> {
  return callOperation(screenOperations.CreateScreenSetting, {
    title,
    screenDataMap: JSON.stringify(elements),
    logoUrl: '',
    logoPower: false,
  });
}
