import { createPrng, hashString } from '../../../seed/prng';

/** One line of a payslip's earnings or deductions. */
export interface PayslipLine {
  concept: string;
  /** units, days or hours, or the percentage of a contribution ("4,70 %") */
  quantity: string;
  amount: number;
}

export interface PayslipFigures {
  earnings: PayslipLine[];
  deductions: PayslipLine[];
  totalEarnings: number;
  totalDeductions: number;
  net: number;
  /** base for common contingencies (earnings + monthly share of the two extra payments) */
  contributionBase: number;
  /** base for professional contingencies (plus overtime) */
  professionalBase: number;
  irpfBase: number;
  irpfRate: number;
  /** what the company pays on top (Seguridad Social employer share), for the bases page */
  employerContributions: PayslipLine[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (rate: number) => `${rate.toFixed(2).replace('.', ',')} %`;

/** Worker's Social Security rates in 2026 (general regime): common 4.70 %, unemployment 1.55 % (1.60 % temporary), training 0.10 %, MEI 0.15 %. */
const WORKER_RATES: [string, number][] = [
  ['Contingencias comunes', 4.7], ['Desempleo', 1.55], ['Formación profesional', 0.1], ['Mecanismo de Equidad Intergeneracional', 0.15],
];
const EMPLOYER_RATES: [string, number][] = [
  ['Contingencias comunes', 23.6], ['AT y EP', 1.5], ['Desempleo', 5.5], ['FOGASA', 0.2], ['Formación profesional', 0.6], ['MEI', 0.75],
];

/**
 * Plausible, reproducible figures of a Spanish monthly payslip (same person and period → same figures): base salary,
 * agreement bonus, seniority, transport, sometimes overtime, with or without prorated extra payments; contributions
 * at 2026 rates; IRPF withholding by salary band.
 */
export function payslipFigures(seed: string, opts: { years: number; temporary: boolean }): PayslipFigures {
  const prng = createPrng(hashString(seed));
  const base = round2(prng.int(118_400, 240_000) / 100);
  const agreementBonus = round2(prng.int(4_000, 18_000) / 100);
  const seniority = round2(Math.floor(opts.years / 3) * prng.int(2_500, 4_000) / 100);
  const transport = round2(prng.int(5_000, 9_000) / 100);
  const overtimeHours = prng.chance(0.25) ? prng.int(2, 12) : 0;
  const overtime = round2(overtimeHours * prng.int(1_400, 2_200) / 100);
  const prorated = prng.chance(0.5);
  const extraShare = round2(((base + seniority) * 2) / 12);

  const earnings: PayslipLine[] = [
    { concept: 'Salario base', quantity: '30,00', amount: base },
    { concept: 'Plus convenio', quantity: '30,00', amount: agreementBonus },
  ];
  if (seniority > 0) earnings.push({ concept: 'Antigüedad', quantity: Math.floor(opts.years / 3) === 1 ? '1 trienio' : `${Math.floor(opts.years / 3)} trienios`, amount: seniority });
  earnings.push({ concept: 'Plus transporte', quantity: '30,00', amount: transport });
  if (overtime > 0) earnings.push({ concept: 'Horas extraordinarias', quantity: `${overtimeHours},00`, amount: overtime });
  if (prorated) earnings.push({ concept: 'Prorrata pagas extraordinarias', quantity: '2/12', amount: extraShare });

  const totalEarnings = round2(earnings.reduce((sum, line) => sum + line.amount, 0));
  const contributionBase = round2(totalEarnings - overtime + (prorated ? 0 : extraShare));
  const professionalBase = round2(contributionBase + overtime);
  const annual = (totalEarnings - overtime) * (prorated ? 12 : 14);
  const irpfRate = annual < 16_000 ? 2 : annual < 22_000 ? prng.int(8, 11) : annual < 30_000 ? prng.int(12, 15) : prng.int(16, 19);

  const deductions: PayslipLine[] = WORKER_RATES.map(([concept, rate]) => {
    const applied = concept === 'Desempleo' && opts.temporary ? 1.6 : rate;
    return { concept, quantity: percent(applied), amount: round2((contributionBase * applied) / 100) };
  });
  if (overtime > 0) deductions.push({ concept: 'Horas extraordinarias', quantity: percent(4.7), amount: round2((overtime * 4.7) / 100) });
  deductions.push({ concept: 'Retención IRPF', quantity: percent(irpfRate), amount: round2((totalEarnings * irpfRate) / 100) });
  const totalDeductions = round2(deductions.reduce((sum, line) => sum + line.amount, 0));

  return {
    earnings, deductions, totalEarnings, totalDeductions, net: round2(totalEarnings - totalDeductions),
    contributionBase, professionalBase, irpfBase: totalEarnings, irpfRate,
    employerContributions: EMPLOYER_RATES.map(([concept, rate]) => ({
      concept, quantity: percent(rate), amount: round2(((concept === 'AT y EP' ? professionalBase : contributionBase) * rate) / 100),
    })),
  };
}

/** 1234.5 → `1.234,50` (Spanish grouping, always) */
export function euros(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}
