import type { ComponentType } from 'react';
import { DailySalaryPage, DividendPage, HourlySalaryPage, RealtimeSalaryPage } from './contracts/contract-page.tsx';
import { RegisterCenter } from './register/register-center.tsx';

/** The Account page and the four contract pages, by data page (endpoints §2); the centre shows them in its content area. */
export const CONTRACT_PAGES: Partial<Record<string, ComponentType>> = {
  registerCenter: RegisterCenter,
  agentDividendRecordCopy2: DividendPage,
  agentDailyWages2: DailySalaryPage,
  agentHourSalary: HourlySalaryPage,
  agentRealtimeSalary: RealtimeSalaryPage,
};
