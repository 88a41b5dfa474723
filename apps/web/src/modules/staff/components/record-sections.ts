import type { ComponentType } from 'react';
import { createStore } from '../../../platform/feedback/external-store';

/**
 * Sections other modules add to a staff record (its labour contracts, later its orders…). Modules
 * that build on staff fill them (`addStaffRecordSection`); the staff module never imports them, so
 * dependencies keep going one way (contracts → staff), as the top-bar slots do for the platform.
 */
export interface StaffRecordSection {
  key: string;
  /** Place among the sections, lowest first. */
  order: number;
  component: ComponentType<{ staffId: number }>;
}

const sections = createStore<readonly StaffRecordSection[]>([]);

/** Adds (or replaces, by key) a section; returns the undo. */
export function addStaffRecordSection(section: StaffRecordSection): () => void {
  sections.set((list) =>
    [...list.filter((s) => s.key !== section.key), section].sort((a, b) => a.order - b.order),
  );
  return () => sections.set((list) => list.filter((s) => s !== section));
}

export const useStaffRecordSections = sections.use;
