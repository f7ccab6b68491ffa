/** Routes the web app renders; any other path is answered with the app's 404 page and status 404. */
export const PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: '', description: '' },
  '/privacy': { title: 'Política de Privacidade', description: 'Como tratamos os seus dados pessoais, conforme a LGPD.' },
  '/terms': { title: 'Termos de Uso', description: 'As regras para doar e usar este site.' },
  '/cookies': {
    title: 'Política de Cookies',
    description: 'Quais cookies e armazenamento local usamos e como mudar a sua escolha.',
  },
};
