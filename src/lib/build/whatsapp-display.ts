/** A WhatsApp number as people read it: "94771234567" → "+94 77 123 4567". */
export function whatsappDisplay(number: string): string {
  return `+${number.replace(/^(\d{2})(\d{2})(\d{3})(\d{4})$/, "$1 $2 $3 $4")}`;
}
