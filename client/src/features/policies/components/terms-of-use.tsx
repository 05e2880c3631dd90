import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import type { Periods } from "@shared/api/periods";
import { PolicyArticle, PolicyList, PolicySection } from "@/features/policies/components/policy-article";
import type { Operator } from "@shared/api/operator";
import { ContactLink } from "@/components/layout/policy-links";
import { useFormat } from "@/lib/format";

/** docs/decisions/025: what using ClearCounsel means, in plain words. */
export function TermsOfUse({ periods, operator }: { periods: Periods; operator: Operator }) {
  const { t } = useLingui();
  // The configured periods in words of the page's language (docs/decisions/034: never a raw setting).
  const { daysInWords: days, hoursInWords: hours } = useFormat();
  const holdTime = hours(periods.claimHoldHours);
  const unansweredTime = days(periods.unansweredDays);
  const autoCloseTime = days(periods.autoCloseDays);
  const operatorName = operator.name;
  return (
    <PolicyArticle
      title={t`Terms of Use`}
      intro={t`ClearCounsel is a free service. You ask a legal question; a volunteer attorney who is licensed in your state reads it and writes back with general legal information. These terms say what that means.`}
    >
      <PolicySection title={t`General information, not legal advice`}>
        <p>
          <Trans>
            An answer explains the law in general and points you to next steps. It is not legal advice about your
            situation, and it may not cover everything that matters in your case. Before you act on it, check with a
            lawyer who can look at your documents.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`No attorney-client relationship`}>
        <p>
          <Trans>
            Asking a question, or getting an answer, does not make the attorney your lawyer. The attorney does not
            represent you, and what you write here is not protected by attorney-client privilege. If you need someone to
            represent you, contact a legal aid organization or your state or local bar association's lawyer referral
            service.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`Not for emergencies`}>
        <p>
          <Trans>
            If you are in danger, call 911. For domestic violence, call the National Domestic Violence Hotline at
            1-800-799-7233. If you have a court date or a deadline soon, do not wait for an answer here: contact a local
            legal aid organization now.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`Who answers`}>
        <p>
          <Trans>
            Attorneys apply and are checked by hand by an administrator, using their license number and bar
            registration. An attorney sees only questions about the states where their license has been verified, and
            questions that name no state.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`How long things take`}>
        <PolicyList
          items={[
            t`Answers usually arrive within 24 hours, but we cannot promise a time.`,
            t`An attorney who takes your question has ${holdTime} to answer it. If they do not, it goes back to the other attorneys by itself.`,
            t`If no attorney takes your question within ${unansweredTime}, it closes, and we show you other places to get help in your state.`,
            t`An answered question with no new follow-up for ${autoCloseTime} closes by itself.`,
          ]}
        />
      </PolicySection>
      <PolicySection title={t`What we ask of you`}>
        <PolicyList
          items={[
            t`Describe your own situation as truthfully as you can.`,
            t`Leave out names, addresses, case numbers and other details that could identify you or others, especially if you ask anonymously.`,
            t`Be respectful to the attorneys, who volunteer their time. We may remove questions or accounts that abuse the service.`,
          ]}
        />
      </PolicySection>
      <PolicySection title={t`Your choices`}>
        <p>
          <Trans>
            You can withdraw a question before it is answered, close an answered one, download everything we hold about
            you, and delete your account, all from your own pages. The{" "}
            <Link href={paths.privacy} className="font-medium text-primary underline underline-offset-4">
              Privacy Notice
            </Link>{" "}
            says what we store and who sees it.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`Who runs this service`}>
        <p>
          <Trans>
            ClearCounsel is run by {operatorName}. To reach us about these terms, a question or your account, write to{" "}
            <ContactLink />. Do not send details of your legal problem by e-mail; ask on the site instead.
          </Trans>
        </p>
      </PolicySection>
      <PolicySection title={t`No fee, and no guarantee`}>
        <p>
          <Trans>
            ClearCounsel is free. We work to keep it running and its attorneys checked, but we cannot guarantee that an
            answer is complete, correct for your state, or right for your case.
          </Trans>
        </p>
      </PolicySection>
    </PolicyArticle>
  );
}
