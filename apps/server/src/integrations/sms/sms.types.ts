/** A text as handed to a provider: a US number of 10 digits and the body. */
export type TextMessage = { to: string; body: string };

/** Sends texts. Absent when no provider is configured: the outbox is the delivery. */
export type TextProvider = {
  /** Sends one text and answers the provider's id for it. */
  send(message: TextMessage): Promise<string>;
  /**
   * The provider's id of a text with this number and body it accepted since `since`, if any: asked
   * before sending again a text whose worker stopped mid-send, so it goes out once.
   */
  findSent(message: TextMessage & { since: Date }): Promise<string | null>;
};
