/**
 * Licence: the quoted sentences are from DPGAlliance/publicgoods-candidates, released into the public domain
 * under the Unlicense (https://unlicense.org); the source is credited below.
 *
 * A STUDY batch of edit prompts (x23) in the genre of the held-out h13 (registry entries of digital public
 * goods), written by the blind writer (`bld`) in the seventeenth generation session (2026-11-29) on main
 * 599c16c, the same way as h13's edits: the base app is the first sentence of an e23 entry's description,
 * verbatim (DPGAlliance/publicgoods-candidates commit a1d99f0; none of these entries is in h13); the request
 * is one thing that a later sentence of the same description, or the entry's own SDG `evidenceText`, names
 * and the base does not, minimally reworded as "Add …" (the entry's own words kept, typos too). Most e23
 * entries are one sentence with no evidence naming anything stored, so the batch is small. Expectations
 * were written from the base and the request alone, before the generator's output was looked at. Studied
 * with `--only 'x23-*' --verbose`; h13's edits measure whether what is learnt carries over. Same expectation
 * DSL as corpus.ts.
 */
import type { EditCase } from './corpus.ts';
import { edits, links } from './corpus-dsl.ts';

const x23 = edits('dev', 'x23');


// the bases: the first sentence of the description, verbatim
const REMOTE_MONITORING =
  'A patient self-monitoring tool to help healthcare systems monitor COVID patients remotely using text-based follow up.'; // archive/covid-19-remote-monitoring-platform.json
const FARMOS = 'farmOS is a web-based application for farm management, planning, and record keeping.'; // nominees/farmos.json
const YOUR_PRIORITIES =
  'Your Priorities is a cloud-based online idea generation, deliberation & decision-making platform connecting governments and citizens, evolving since 2008 in thousands of projects, connecting millions of citizens to governments.'; // nominees/your-priorities.json
const SANTEIMS =
  'SantéIMS is a proven, purpose-built, person-centered, holistic immunization management system and EIR platform that supports management of any type and scale of vaccination program including pandemic response such as COVID-19 vaccination.'; // nominees/santeims.json

const HOSPITAL = 'Hospital|Facility';
const VACCINE_STOCK = 'Stock|StockItem|Lot|Batch|Inventory|StockLevel|StockEntry|VaccineStock';

export const X23_EDIT_CASES: EditCase[] = [
  x23('monitoring-hospitals', REMOTE_MONITORING, 'Add the hospitals it is deployed at.', [`+${HOSPITAL}`, links('Patient', HOSPITAL)]),
  x23('vaccine-stock-management', SANTEIMS, 'Add stock management.', [`+${VACCINE_STOCK}`]),
  x23('hpv-vaccination-program', SANTEIMS, 'Add the national HPV vaccination program.', ['+Program|Programme|VaccinationProgram|Campaign']),
  x23('food-quality-lab-results', FARMOS, 'Add lab results that test food quality.', ['+LabResult|LabTest|Test|Result|SoilTest|QualityTest']),
  x23('water-quality-testing', FARMOS, 'Add recordkeeping for on-farm water quality testing and worker hygience requirements.', [
    '+WaterTest|WaterQualityTest|WaterQuality|Test|WaterTestLog|Log',
  ]),
  x23('budgets-and-policies', YOUR_PRIORITIES, 'Add decisions on budgets and policies.', ['+Budget|Policy|Decision|BudgetItem']),
];
