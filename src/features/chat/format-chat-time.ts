/** A message's time as "h:mm AM/PM" (12-hour, no leading zero on the hour): "9:05 AM", "12:30 PM". */
export function formatChatTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
