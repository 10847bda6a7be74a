// What pages see of the services while the database does not answer: instead of the error
// (a 500, "Internal Server Error"), a route error response with status 503, which the route's
// error boundary shows as the friendly "temporarily unavailable" page in the visitor's language
// (app/errors/error-page.tsx) and server/app.ts sends with Retry-After. React Router makes a
// thrown data() a route error response with its status, on document and data requests alike,
// so no loader or action needs to know. The database error itself is handed to `onOutage`
// (logged once, with its stack, under the request's id); anything else passes unchanged.
import { data } from "react-router";
import { isDatabaseUnavailable } from "./is-database-unavailable.ts";

export const SERVICE_UNAVAILABLE = "Service Unavailable";

/** Each service of `services` with its methods' database outages turned into a thrown 503. */
export function databaseOutageAs503<T extends object>(
  services: T,
  onOutage: (error: unknown) => void,
): T {
  const outage = (error: unknown): never => {
    if (!isDatabaseUnavailable(error)) throw error;
    onOutage(error);
    throw data({ message: SERVICE_UNAVAILABLE }, { status: 503, statusText: SERVICE_UNAVAILABLE });
  };
  const guarded = Object.entries(services).map(([name, service]: [string, unknown]) => [
    name,
    typeof service === "object" && service !== null ? guard(service, outage) : service,
  ]);
  return Object.fromEntries(guarded) as T;
}

/** A group of services (`admin.staff`, `admin.orders`): a plain object, guarded in turn. */
const isGroup = (value: unknown): value is object =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function guard<S extends object>(service: S, outage: (error: unknown) => never): S {
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy(service, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (isGroup(value)) {
        let group = methods.get(property);
        if (group === undefined) methods.set(property, (group = guard(value, outage)));
        return group;
      }
      if (typeof value !== "function") return value;
      let method = methods.get(property);
      if (method === undefined) {
        method = (...args: unknown[]): unknown => {
          let result: unknown;
          try {
            result = Reflect.apply(value, target, args);
          } catch (error) {
            return outage(error);
          }
          return result instanceof Promise ? result.catch(outage) : result;
        };
        methods.set(property, method);
      }
      return method;
    },
  });
}
