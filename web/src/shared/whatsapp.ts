/** wa.me link for a number in international digits (5511999999999), with an optional pre-filled text. */
export function whatsappUrl(number: string | null | undefined, text?: string): string {
  const digits = (number ?? '').replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}

/** "5511912345678" → "+55 (11) 91234-5678"; other shapes come back as "+digits". */
export function formatWhatsappNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  const brazil = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return brazil ? `+55 (${brazil[1]}) ${brazil[2]}-${brazil[3]}` : `+${digits}`;
}
