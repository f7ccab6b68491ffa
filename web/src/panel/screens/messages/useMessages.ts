import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { contactAnswerRule } from '../../../../../rules/contact';
import { fieldOf, messageOf } from '../../apollo';
import { useFeedback } from '../../feedback';
import {
  PanelAnswerContactMessageDocument,
  PanelContactMessagesDocument,
  PanelDeleteContactMessageDocument,
  type PanelContactMessageFragment,
} from '../../gql/graphql';
import { usePagedQuery } from '../../usePagedQuery';

export type ContactMessageNode = PanelContactMessageFragment;
export type AnsweredFilter = 'all' | 'unanswered' | 'answered';

/** What a change moves besides the message itself: the filtered list and the menu's count. */
const REFETCH = ['PanelContactMessages', 'PanelUnansweredMessages'];

/** The contact messages, newest first, all or only the (un)answered, a page at a time. */
export function useMessages() {
  const [filter, setFilter] = useState<AnsweredFilter>('all');
  const answered = filter === 'all' ? null : filter === 'answered';
  const messages = usePagedQuery(PanelContactMessagesDocument, 'contactMessages', { variables: { answered } });
  return { filter, setFilter, messages };
}

/**
 * Answering by e-mail, checked here by the same rule the server applies (rules/contact.ts),
 * and deleting after a confirmation; each says what happened.
 */
export function useMessageActions(message: ContactMessageNode, onDeleted: () => void) {
  const { confirm, notify } = useFeedback();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Said inside the dialog: while it is open, the rest of the page (the snackbar too) is hidden from screen readers.
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answerMutation, answering] = useMutation(PanelAnswerContactMessageDocument, { refetchQueries: REFETCH });
  const [deleteMutation, deleting] = useMutation(PanelDeleteContactMessageDocument, {
    refetchQueries: REFETCH,
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'ContactMessage', id: message.id }) });
      cache.gc();
    },
  });

  const answer = async () => {
    const checked = contactAnswerRule(text);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    setProblem(null);
    try {
      await answerMutation({ variables: { id: message.id, text: checked.value } });
      setText('');
      setSent(`Resposta enviada por e-mail para ${message.email}.`);
    } catch (failure) {
      if (fieldOf(failure) === 'text') setError(messageOf(failure));
      else setProblem(messageOf(failure));
    }
  };

  const remove = async () => {
    if (
      !(await confirm({
        title: 'Apagar esta mensagem?',
        text: `A mensagem de ${message.name} e as respostas a ela são apagadas de vez, e um e-mail de resposta ainda na fila não é mais enviado.`,
        action: 'Apagar',
      }))
    )
      return;
    setProblem(null);
    try {
      await deleteMutation({ variables: { id: message.id } });
      onDeleted();
      notify(`A mensagem de ${message.name} foi apagada.`);
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  };

  return {
    text,
    setText: (value: string) => {
      setText(value);
      setError(null);
      setSent(null);
    },
    error,
    sent,
    problem,
    answer,
    remove,
    busy: answering.loading || deleting.loading,
    sending: answering.loading,
  };
}
