/** A translatable result of a format function: render with `t(message.key, message.values)`. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}
