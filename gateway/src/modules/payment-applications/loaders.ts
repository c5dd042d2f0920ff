import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import type { RequestUpstream } from '../../request-upstream.js';
import {
  toApplication, toProjectBilling, type PaymentApplicationParent, type ProjectBillingParent, type RestApplication,
} from './mapping.js';

// Per-request loaders (never shared between requests): a project's billing and an application are each read at most once,
// and what a write answers replaces what the request read before it.

/** An application as REST answered it (the documents print it as it came) and as mapped. */
export interface LoadedApplication {
  rest: RestApplication;
  application: PaymentApplicationParent;
}

export interface PaymentApplicationLoaders {
  /**
   * A project's billing: ONE call, GET payment-application/projectuid/{uid}, whose answer holds every application with
   * its lines, totals, summary and payments (docs/billing.md §3); each application primed for `applicationById`.
   */
  projectBilling: (uid: string) => Promise<ProjectBillingParent>;
  /** One application: GET payment-application/{id}. */
  applicationById: DataLoader<string, LoadedApplication>;
  /** A write's answer: the application replaces what this request read of it and of its project. */
  written: (rest: RestApplication) => PaymentApplicationParent;
  /** A write answering the project's billing (create, delete, retainage): it replaces the request's reads. */
  writtenBilling: (rest: Parameters<typeof toProjectBilling>[0]) => ProjectBillingParent;
}

export function createPaymentApplicationLoaders(upstream: RequestUpstream): PaymentApplicationLoaders {
  const applicationById = new DataLoader<string, LoadedApplication>((ids) => Promise.all(ids.map(async (id) => {
    const rest = await upstream.get('payment-application/{id}', { params: { id } });
    return { rest, application: toApplication(rest) };
  })));
  const billing = new Map<string, Promise<ProjectBillingParent>>();
  const key = (uid: string) => uid.toLowerCase();

  const prime = (rest: Parameters<typeof toProjectBilling>[0]): ProjectBillingParent => {
    const mapped = toProjectBilling(rest);
    rest.applications.forEach((a, i) => {
      applicationById.clear(String(a.id)).prime(String(a.id), { rest: a, application: mapped.applications[i]! });
    });
    return mapped;
  };

  return {
    projectBilling: (uid) => {
      let pending = billing.get(key(uid));
      if (!pending) {
        pending = upstream.get('payment-application/projectuid/{projectUid}', { params: { projectUid: uid } }).then(prime);
        billing.set(key(uid), pending);
      }
      return pending;
    },
    applicationById,
    written: (rest) => {
      const application = toApplication(rest);
      billing.delete(key(rest.project_uid));
      applicationById.clear(application.id).prime(application.id, { rest, application });
      return application;
    },
    writtenBilling: (rest) => {
      const mapped = prime(rest);
      billing.set(key(rest.project_uid), Promise.resolve(mapped));
      return mapped;
    },
  };
}

const perRequest = new WeakMap<GatewayContext, PaymentApplicationLoaders>();

export function paymentApplicationLoaders(ctx: GatewayContext): PaymentApplicationLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createPaymentApplicationLoaders(ctx.upstream);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
