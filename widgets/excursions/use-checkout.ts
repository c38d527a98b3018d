/**
 * The basket's checkout form without its looks (001 §4, §5, §8): the fields, kept on the device
 * for this guest until the order is confirmed (sessionStorage: a failure, a reload, or a 403 and
 * the sign-in after it lose nothing); the checks of cart-logic.ts, an error going as soon as its
 * field is right; and the order, sent once — a second press while it is on its way is ignored,
 * a retry carries the same Idempotency-Key — then the confirmation with what was ordered.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Cart, OrderResult } from '../../core/hub/excursions';
import { saveNavigationState } from '../../core/navigation/nav-state';
import { hubRefusal, orderWrite } from '../../core/query/excursions';
import { useHubMutation, type HubMutation } from '../../core/query/writes';
import { useCore, useNavigate, useSlice } from '../../core/react/index';
import { useFailedSubmits } from '../../core/ui/ErrorSummary';
import { EMPTY_BASKET_FORM, validateBasket, type BasketErrors, type BasketForm } from './cart-logic';
import { CONFIRMATION_PATH, type ConfirmationState } from './Confirmation';

const DRAFT_KEY = 'lido:basket-draft';

interface Draft {
  owner: string;
  form: BasketForm;
}

function readDraft(owner: string): BasketForm {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<Draft>) : null;
    if (draft && draft.owner === owner && draft.form && typeof draft.form === 'object') return { ...EMPTY_BASKET_FORM, ...draft.form };
  } catch {
    /* unreadable: start empty */
  }
  return EMPTY_BASKET_FORM;
}

function writeDraft(owner: string, form: BasketForm | null): void {
  try {
    if (form === null) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner, form } satisfies Draft));
  } catch {
    /* storage full or disabled: the form still holds the fields while the page is open */
  }
}

export type FieldName = 'email' | 'confirmEmail' | 'mobile' | 'terms';
/** The order of the fields on the page: the summary lists errors in it, focus goes to the first. */
const FIELD_ORDER: readonly FieldName[] = ['email', 'confirmEmail', 'mobile', 'terms'];

export interface Checkout {
  form: BasketForm;
  errors: BasketErrors;
  /** The fields in error, in page order. */
  errorList: FieldName[];
  /** Submits refused for a field in error (the kit's ErrorSummary focuses the first field on each). */
  attempt: number;
  /** The hub's error code when it refused the order for a reason no field shows (empty_cart …). */
  refusal: string | null;
  order: Pick<HubMutation<unknown, unknown>, 'status' | 'error'>;
  pending: boolean;
  /** The fields' controls: the summary links to them, focus goes to the first in error. */
  refs: Record<FieldName, RefObject<HTMLInputElement | null>>;
  /** Where focus goes when the order failed (the refusal, or the error with its retry). */
  failureRef: RefObject<HTMLDivElement | null>;
  change: (patch: Partial<BasketForm>) => void;
  /** Checks the fields, then orders; also the retry of an order that got no answer. */
  submit: (event?: FormEvent) => Promise<void>;
}

export function useCheckout(cart: Cart): Checkout {
  const navigate = useNavigate();
  const owner = useSlice(useCore().stores.authentication, (auth) => auth.bookingReference ?? auth.sessionId ?? '') ?? '';
  const [form, setForm] = useState<BasketForm>(() => readDraft(owner));
  const [errors, setErrors] = useState<BasketErrors>({});
  const order = useHubMutation(orderWrite);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attempt, failed] = useFailedSubmits();
  const refs = {
    email: useRef<HTMLInputElement>(null),
    confirmEmail: useRef<HTMLInputElement>(null),
    mobile: useRef<HTMLInputElement>(null),
    terms: useRef<HTMLInputElement>(null),
  };
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => writeDraft(owner, form), [owner, form]);

  const change = (patch: Partial<BasketForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setRefusal(null);
    // an error goes as soon as its field is right; new ones appear on the next submit
    setErrors((current) => {
      const next = validateBasket({ ...form, ...patch });
      return Object.fromEntries(Object.entries(current).filter(([field]) => next[field as FieldName])) as BasketErrors;
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateBasket(form);
    setErrors(found);
    setRefusal(null);
    if (FIELD_ORDER.some((field) => found[field])) {
      failed();
      return;
    }
    const request = { confirmationMail: form.email.trim(), mobileNumber: form.mobile.trim(), paymentReference: form.payment };
    let result: OrderResult | undefined;
    try {
      result = await order.submit(request);
    } catch (error) {
      const refused = hubRefusal(error);
      if (refused) {
        order.reset();
        // the hub checks the fields as this form does: its refusal goes to the field
        if (refused.code === 'basket_email_error' || refused.code === 'basket_mobile_error') {
          const email = refused.code === 'basket_email_error';
          setErrors(email ? { email: 'basket_email_error' } : { mobile: 'basket_mobile_error' });
          failed();
          return;
        }
        setRefusal(refused.code);
      }
      queueMicrotask(() => failureRef.current?.focus());
      return;
    }
    if (result === undefined) return; // a second press while the first was on its way
    const state: ConfirmationState = { order: result, cart, email: request.confirmationMail, mobile: request.mobileNumber, payment: request.paymentReference };
    writeDraft(owner, null);
    saveNavigationState(CONFIRMATION_PATH, state);
    navigate(CONFIRMATION_PATH, state);
  };

  return {
    form,
    errors,
    errorList: FIELD_ORDER.filter((field) => errors[field]),
    attempt,
    refusal,
    order,
    pending: order.status === 'pending',
    refs,
    failureRef,
    change,
    submit,
  };
}
