import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import type { Periods } from "@shared/api/periods";
import type { Operator } from "@shared/api/operator";
import { ContactLink } from "@/components/layout/policy-links";
import { useFormat } from "@/lib/format";
import { PolicyArticle, PolicyList, PolicySection } from "@/features/policies/components/policy-article";

/** docs/decisions/025: what ClearCounsel stores, who sees it, and for how long, in plain words. */
export function PrivacyNotice({ periods, operator }: { periods: Periods; operator: Operator }) {
  const { t } = useLingui();
  const { daysInWords } = useFormat();
  const retention = daysInWords(periods.retentionDays);
  const operatorName = operator.name;
  return (
    <PolicyArticle
      title={t`Privacy Notice`}
      intro={t`People bring difficult problems here. This notice says exactly what we keep, who can see it, how long we keep it, and how you can take it with you or erase it.`}
    >
      <PolicySection title={t`What we store`}>
        <PolicyList
          items={[
            t`Your account: your name, your e-mail address, the language you chose, and your password, kept only as a one-way hash that nobody can read back.`,
            t`If you turn on two-step sign-in: your authenticator app's key, kept encrypted; your recovery codes, kept only as one-way hashes; and each passkey's name and public key.`,
            t`Your questions: the title and text, the category, the state, any deadline, the names of the other side if you gave them, and whether you said you were not safe.`,
            t`The answer and the follow-ups written under each question.`,
            t`For attorneys: the application, license numbers and states, the private conflict list, the languages you answer in, and how often you want e-mails about new questions.`,
            t`A log of who read or changed each question and when. It records the action, not the question's words.`,
            t`Your sign-in session, and counts of recent sign-in attempts that protect accounts from guessing.`,
          ]}
        />
      </PolicySection>
      <PolicySection title={t`Who sees what`}>
        <PolicyList
          items={[
            t`Attorneys browsing the queue see a question's text, category, state, deadline and other parties. They never see who asked it.`,
            t`The attorney who takes your question sees it, and your first and last name unless you chose Anonymous. Attorneys never see your e-mail address.`,
            t`Administrators can see questions and the log of who read them, to keep the service safe and fair.`,
            t`Other people who ask questions see nothing of yours.`,
          ]}
        />
      </PolicySection>
      <PolicySection title={t`Asking anonymously`}>
        <p>
          <Trans>
            Choosing Anonymous hides your name from every attorney. It cannot hide what you write: if your question
            mentions names, addresses or case numbers, the attorney can read them. Leave them out if you want to stay
            anonymous.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`E-mails`}>
        <p>
          <Trans>
            We e-mail you when something happens: an answer or a follow-up arrives, a question closes, or you asked to
            reset your password or confirm your address. Our e-mails never contain your question's title, text, category
            or the names of anyone in it, only a link. Their subjects are neutral, so someone who sees your inbox learns
            nothing about your problem. With discreet e-mail on (on your settings page, or when you ask a question),
            they come from "Account notices", with a plain subject, and do not name this service or legal help.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`How long we keep it`}>
        <PolicyList
          items={[
            t`A question that was closed, withdrawn, or closed because nobody was available, and an answered question with no activity, is deleted with its answer and follow-ups ${retention} later.`,
            t`Your account stays until you delete it.`,
            t`Entries in the log of who read or changed a question hold no question text. They are kept so that access can be checked later.`,
            t`For every question we also keep a small anonymous record, so that we can tell whether people get answers and how soon: the date it was asked, its state, category and language, how long it took to be claimed and answered, how it ended, and your answer to "Did this answer help?" if you gave one. It holds no text, no names, no account and no attorney, so it cannot be traced back to you. It stays when the question is deleted or you delete your account.`,
          ]}
        />
      </PolicySection>
      <PolicySection title={t`Taking your data, or erasing it`}>
        <p>
          <Trans>
            On your{" "}
            <Link href={paths.settings} className="font-medium text-primary underline underline-offset-4">
              settings page
            </Link>
            , "Download my data" gives you everything we hold about you in one file. "Delete my account" erases your
            account and your questions with their answers and follow-ups, and ends every session. If you are an
            attorney, your answers stay for the people who asked, shown as by "a volunteer attorney".
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`Who runs this service`}>
        <p>
          <Trans>
            ClearCounsel is run by {operatorName}, who is responsible for the data described here. To ask about your
            data or this notice, write to <ContactLink />.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`Cookies and your browser`}>
        <p>
          <Trans>
            We use two cookies: one keeps you signed in, and the other remembers the language you chose here, or your
            account's, for a year. Your browser also remembers whether you finished the tour and which view you chose.
            If your session ends while you are sending something, this tab keeps what you wrote until you sign in again,
            and forgets it when you sign out, use Quick exit or close the tab. There is no advertising, no tracking, and
            nothing loaded from other companies' servers. "Quick exit" signs you out and leaves for a neutral site at
            once, in every tab where this site is open, and Back does not return here. Your browser's history still
            lists the pages you opened here: to leave no trace, use a private window, or remove them from the history
            afterwards.
          </Trans>
        </p>
      </PolicySection>
    </PolicyArticle>
  );
}
