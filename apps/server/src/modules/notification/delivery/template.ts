/** What an event's template makes of its facts: the subject, an intro, labelled lines, and the link's words. */
export type Template<F> = (facts: F) => {
  subject: string;
  lines: [label: string, value: string][];
  intro: string;
  action: string;
};
