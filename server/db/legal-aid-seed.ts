import type pg from "pg";

/**
 * The legal-aid resources an expired question's page lists (docs/decisions/020). Only organizations' public
 * home pages we are sure of: each state's LawHelp-network or statewide legal-aid site, and national directories.
 * A state with no entry here gets the national ones alone (decision 019). Admins may edit the table later; the
 * seed runs only while it is empty, so it never overwrites their edits.
 */
export const NATIONAL_RESOURCES: { name: string; url: string }[] = [
  { name: "LawHelp.org: free legal aid programs near you", url: "https://www.lawhelp.org/" },
  { name: "Legal Services Corporation: find legal aid", url: "https://www.lsc.gov/" },
  { name: "ABA Free Legal Answers", url: "https://abafreelegalanswers.org/" },
  { name: "National Domestic Violence Hotline (1-800-799-7233)", url: "https://www.thehotline.org/" },
];

export const STATE_RESOURCES: Record<string, { name: string; url: string }> = {
  AL: { name: "Alabama Legal Help", url: "https://www.alabamalegalhelp.org/" },
  AK: { name: "Alaska Legal Services Corporation", url: "https://www.alsc-law.org/" },
  AZ: { name: "AZLawHelp.org", url: "https://www.azlawhelp.org/" },
  AR: { name: "Arkansas Legal Services Online", url: "https://www.arlegalservices.org/" },
  CA: { name: "LawHelpCA", url: "https://www.lawhelpca.org/" },
  CO: { name: "Colorado Legal Services", url: "https://www.coloradolegalservices.org/" },
  CT: { name: "CTLawHelp", url: "https://ctlawhelp.org/" },
  DC: { name: "LawHelp.org/DC", url: "https://www.lawhelp.org/dc" },
  FL: { name: "Florida Law Help", url: "https://www.floridalawhelp.org/" },
  GA: { name: "Georgia Legal Aid", url: "https://www.georgialegalaid.org/" },
  HI: { name: "Legal Aid Society of Hawaiʻi", url: "https://www.legalaidhawaii.org/" },
  ID: { name: "Idaho Legal Aid Services", url: "https://www.idaholegalaid.org/" },
  IL: { name: "Illinois Legal Aid Online", url: "https://www.illinoislegalaid.org/" },
  IN: { name: "Indiana Legal Help", url: "https://www.indianalegalhelp.org/" },
  IA: { name: "Iowa Legal Aid", url: "https://www.iowalegalaid.org/" },
  KS: { name: "Kansas Legal Services", url: "https://www.kansaslegalservices.org/" },
  KY: { name: "Kentucky Justice Online", url: "https://www.kyjustice.org/" },
  LA: { name: "Louisiana Law Help", url: "https://louisianalawhelp.org/" },
  ME: { name: "Pine Tree Legal Assistance", url: "https://ptla.org/" },
  MD: { name: "Maryland Legal Aid", url: "https://www.mdlab.org/" },
  MA: { name: "MassLegalHelp", url: "https://www.masslegalhelp.org/" },
  MI: { name: "Michigan Legal Help", url: "https://michiganlegalhelp.org/" },
  MN: { name: "LawHelpMN", url: "https://www.lawhelpmn.org/" },
  MS: { name: "Mississippi Legal Services", url: "https://www.mslegalservices.org/" },
  MO: { name: "LawHelpMO", url: "https://www.lawhelpmo.org/" },
  MT: { name: "MontanaLawHelp.org", url: "https://www.montanalawhelp.org/" },
  NE: { name: "Legal Aid of Nebraska", url: "https://www.legalaidofnebraska.org/" },
  NH: { name: "NH Legal Aid", url: "https://www.nhlegalaid.org/" },
  NJ: { name: "Legal Services of New Jersey", url: "https://www.lsnj.org/" },
  NM: { name: "New Mexico Legal Aid", url: "https://www.newmexicolegalaid.org/" },
  NY: { name: "LawHelpNY", url: "https://www.lawhelpny.org/" },
  NC: { name: "Legal Aid of North Carolina", url: "https://www.legalaidnc.org/" },
  OH: { name: "Ohio Legal Help", url: "https://www.ohiolegalhelp.org/" },
  OK: { name: "Legal Aid Services of Oklahoma", url: "https://www.legalaidok.org/" },
  OR: { name: "OregonLawHelp.org", url: "https://oregonlawhelp.org/" },
  PA: { name: "PALawHelp.org", url: "https://www.palawhelp.org/" },
  SC: { name: "South Carolina Legal Services", url: "https://sclegal.org/" },
  TN: { name: "Help4TN", url: "https://www.help4tn.org/" },
  TX: { name: "TexasLawHelp.org", url: "https://www.texaslawhelp.org/" },
  UT: { name: "Utah Legal Services", url: "https://www.utahlegalservices.org/" },
  VT: { name: "Vermont Legal Help", url: "https://vtlawhelp.org/" },
  VA: { name: "Virginia Legal Aid", url: "https://www.valegalaid.org/" },
  WA: { name: "WashingtonLawHelp.org", url: "https://www.washingtonlawhelp.org/" },
  WV: { name: "Legal Aid of West Virginia", url: "https://www.legalaidwv.org/" },
  WI: { name: "Legal Action of Wisconsin", url: "https://www.legalaction.org/" },
};

/** Fills legal_aid_resources once, while it is empty (idempotent, and safe while another process does the same). */
export async function seedLegalAid(client: pg.PoolClient | pg.Pool): Promise<void> {
  const rows = [
    ...NATIONAL_RESOURCES.map((r, i) => ({ state: null, ...r, position: i })),
    ...Object.entries(STATE_RESOURCES).map(([state, r]) => ({ state, ...r, position: 0 })),
  ];
  await client.query(
    `insert into legal_aid_resources (state, name, url, position)
     select r.state, r.name, r.url, r.position from json_to_recordset($1::json)
       as r(state varchar(2), name text, url text, position int)
     where not exists (select 1 from legal_aid_resources)`,
    [JSON.stringify(rows)],
  );
}
