import {
  IconAddressBook, IconArchive, IconForms, IconSignature, IconBriefcase, IconBuildingBank, IconCash, IconFileInvoice, IconHistory, IconHome, IconLifebuoy, IconLogin, IconMail,
  IconMapPin, IconReceipt, IconReceiptTax, IconSettings, IconShieldLock, IconUserCircle, IconClockHour4, IconCalendarCheck,
  IconBeach, IconFirstAidKit,
  type Icon,
} from '@tabler/icons-react';
import type { TMenuIcon } from '../menu-config';

const ICONS: Record<TMenuIcon, Icon> = {
  home: IconHome, prices: IconReceiptTax, locations: IconMapPin, support: IconLifebuoy, login: IconLogin,
  profile: IconUserCircle, account: IconSettings, admin: IconShieldLock, mail: IconMail, leads: IconAddressBook, audit: IconHistory,
  personalTax: IconCash, businessTax: IconBuildingBank, payroll: IconBriefcase, invoices: IconFileInvoice, bills: IconReceipt,
  archive: IconArchive, signature: IconSignature, taxForm: IconForms, timesheet: IconClockHour4, policy: IconCalendarCheck,
  vacation: IconBeach, sickLeave: IconFirstAidKit,
};

export function MenuIcon({ name, size = 18 }: { name: TMenuIcon; size?: number }) {
  const C = ICONS[name];
  return <C size={size} stroke={1.6} aria-hidden />;
}
