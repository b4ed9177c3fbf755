/** A mail the product sends (password reset, notifications); texts are localized by the caller. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
