/**
 * Answers to this form the hub refused (4xx) after the guest had left it — restored after a
 * reload, or refused once the form was gone: which feedback, why, and the answers back (into the
 * form, or copied). A form the guest is on shows its own failure (SendStatus).
 */
import type { RatingProfile } from '../../core/hub/ratings';
import { ratingAnswerWrite } from '../../core/query/queued-writes';
import { useRefusedWrites } from '../../core/query/writes';
import { useT } from '../../core/react/index';
import { WriteRefused } from '../../core/ui/WriteRefused';
import { answerLines, draftOf, type Draft, type Item } from './form-model';

export function RefusedAnswers({ profile, items, onPutBack }: { profile: RatingProfile; items: readonly Item[]; onPutBack: (draft: Draft) => void }) {
  const t = useT('feedback');
  const refused = useRefusedWrites(ratingAnswerWrite).filter((write) => write.input.id === profile.id);
  return (
    <>
      {refused.map((write) => (
        <WriteRefused
          key={write.key}
          write={write}
          what={t('refusedWhat', { title: profile.title })}
          text={answerLines(items, write.input).join('\n')}
          onPutBack={() => onPutBack(draftOf(write.input))}
        />
      ))}
    </>
  );
}
