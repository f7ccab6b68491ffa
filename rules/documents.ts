/** Brazilian tax ids: the CPF's two check digits (Receita Federal's modulo-11 rule). */
export function isValidCpf(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (count: number) => {
    let sum = 0;
    for (let i = 0; i < count; i += 1) sum += Number(digits[i]) * (count + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}
