// The words of the Payment Application and Payment Report screens (docs/projects.md §2.13). The specification words none of
// them: these are the screens' own; a refusal the server words (a 400 naming the line, a 409) is shown in its words.
export const BILLING_MESSAGES = {
  noProject: 'Choose a project to see its payment applications.',
  loadFailed: 'Unable to fetch the payment applications. Try after some time.',
  noApplications: 'No payment application yet.',
  readOnly: 'You can read the payment applications of this project but not change them.',
  contractMoved: 'The contract moved since this application was created: the next application will show the new scheduled values.',
  submittedFrozen: 'This application is submitted: its figures can no longer change.',
  conflict: 'This application was changed by someone else meanwhile. It has been reloaded: apply your change again.',
  failed: 'Something went wrong. Try after some time.',
  saved: 'Lines saved.',
  retainageSaved: 'Project retainage saved.',
  retainageInvalid: 'Enter rates between 0 and 100 with at most two decimals.',
  created: (n: number) => `Payment application ${n} created.`,
  submitQuestion: (n: number) => `Submit payment application ${n}? Once submitted, it can no longer change.`,
  submitted: 'Payment application submitted.',
  certified: 'Certificate recorded.',
  paymentRecorded: 'Payment recorded.',
  released: 'Retainage released.',
  sent: 'Payment application sent to the owner.',
  sendFailed: "Sorry! Couldn't send email.",
  downloadFailed: 'Unable to download the PDF. Try after some time.',
  pendingEdits: 'Save or discard the typed lines first.',
  certifyLimit: (max: string) => `Enter an amount from 0 up to the current payment due (${max}).`,
  paymentLimit: (max: string) => `Enter an amount above 0 and at most the certified amount not yet received (${max}).`,
  releaseLimit: (max: string) => `Enter an amount above 0 and at most the retainage held (${max}).`,
  badDate: 'Enter a date as MM/DD/YYYY.',
  badPeriod: 'The period must end on or after its start.',
  referenceRequired: 'Enter the payment reference (check number, wire…).',
} as const;

export const SUCCESS_SECONDS = 3;
export const ERROR_SECONDS = 4;
