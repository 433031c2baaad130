-- The line screen has one English name, "Manual dispatch", in the menu as on the waybill list's button.
-- Databases seeded before carry the menu's former name; a name an administrator has changed stays.
UPDATE "sys_menu_language" SET "name" = 'Manual dispatch'
WHERE "lang" = 'en-US' AND "name" = 'Manual wiring'
  AND "menu_id" IN (SELECT "id" FROM "sys_menu" WHERE "menu_key" = 'order:lineAdjust');
