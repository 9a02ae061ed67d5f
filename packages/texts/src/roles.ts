import { ROLE_LABELS } from '@pledgethon/core';
import type { Strings } from './strings';

export const rolesEn = { ...ROLE_LABELS } as const;

export const rolesEs: Strings<typeof rolesEn> = {
  participant: 'Participante',
  parent: 'Padre o madre',
  teacher: 'Maestro',
  team_leader: 'Líder de equipo',
  vendor: 'Proveedor',
  franchisee_user: 'Usuario de franquicia',
  franchisee_team_leader: 'Líder de equipo de franquicia',
  super_admin: 'Superadministrador',
  organizer: 'Organizador',
  test_user: 'Usuario de prueba',
  guest: 'Invitado o patrocinador',
};
