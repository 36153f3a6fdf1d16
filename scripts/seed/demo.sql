-- The demo shops. Idempotent: workspaces, channels and products are upserted to this file's
-- values; stock is only inserted when missing, so re-seeding never undoes sales.
-- Money is in minor units (centavos): 250000 = $2.500.
-- Products need no aliases: search terms come from name, brand and category (src/lib/product-text.ts).
-- An alias is kept only where people use another word ("coquita", "chips"). Rows written here are
-- indexed for search by `npm run shop -- reindex demo` (npm run dev and the tests do it).

INSERT INTO workspaces (id, name, definition, currency, timezone, profile, created_at) VALUES
('demo', 'Kiosco Don Tito', 'retail', 'ARS', 'America/Argentina/Buenos_Aires',
 '{"name":"Kiosco Don Tito","address":"Av. Corrientes 1234, CABA","phone":"+54 11 5555-0000","hours":[{"days":[1,2,3,4,5],"open":"09:00","close":"20:00"},{"days":[6],"open":"10:00","close":"14:00"}],"delivery":{"enabled":true,"fee":50000,"freeFrom":500000,"area":"en un radio de 20 cuadras","eta":"entre 30 y 45 minutos","translated":{"en":{"area":"within 20 blocks","eta":"between 30 and 45 minutes"},"pt":{"area":"num raio de 20 quadras","eta":"entre 30 e 45 minutos"}}},"pickup":true,"paymentMethods":["cash","transfer","mercadopago"],"transferAlias":"don.tito.kiosco","templates":{"followup":{"name":"seguimiento_pedido","language":"es_AR","body":"¡Hola! Te escribimos de {{1}}. {{2}} Si querés seguir, respondé este mensaje."}}}',
 1767225600000)
ON CONFLICT (id) DO UPDATE SET name = excluded.name, definition = excluded.definition, currency = excluded.currency, timezone = excluded.timezone, profile = excluded.profile;

INSERT INTO channels (id, workspace_id, provider, external_id, display_phone, access_token, created_at) VALUES
('demo-wa', 'demo', 'whatsapp', '100000000000001', '+54 11 5555-0000', NULL, 1767225600000),
('demo-ib', 'demo', 'infobip', '5491155550000', '+54 11 5555-0000', NULL, 1767225601000)
ON CONFLICT (id) DO UPDATE SET workspace_id = excluded.workspace_id, provider = excluded.provider, external_id = excluded.external_id, display_phone = excluded.display_phone;

INSERT INTO products (id, workspace_id, sku, name, brand, aliases, category, description, price, active, created_at) VALUES
('coca-15', 'demo', 'COCA-15', 'Coca-Cola 1,5 L', 'Coca-Cola', '[]', 'Bebidas', 'Gaseosa cola, botella de 1,5 litros', 250000, 1, 1767225600000),
('coca-500', 'demo', 'COCA-500', 'Coca-Cola 500 ml', 'Coca-Cola', '["coquita"]', 'Bebidas', 'Gaseosa cola, botella de 500 ml', 120000, 1, 1767225600000),
('fanta-15', 'demo', 'FANTA-15', 'Fanta 1,5 L', 'Fanta', '[]', 'Bebidas', 'Gaseosa de naranja, 1,5 litros', 230000, 1, 1767225600000),
('sprite-15', 'demo', 'SPRITE-15', 'Sprite 1,5 L', 'Sprite', '[]', 'Bebidas', 'Gaseosa lima-limón, 1,5 litros', 230000, 1, 1767225600000),
('pepsi-15', 'demo', 'PEPSI-15', 'Pepsi 1,5 L', 'Pepsi', '[]', 'Bebidas', 'Gaseosa cola, 1,5 litros', 220000, 1, 1767225600000),
('agua-500', 'demo', 'AGUA-500', 'Agua mineral 500 ml', 'Villavicencio', '[]', 'Bebidas', 'Agua mineral sin gas, 500 ml', 90000, 1, 1767225600000),
('alfajor-jorgito', 'demo', 'ALF-JORGITO', 'Alfajor Jorgito', 'Jorgito', '[]', 'Golosinas', 'Alfajor de chocolate con dulce de leche', 70000, 1, 1767225600000),
('alfajor-havanna', 'demo', 'ALF-HAVANNA', 'Alfajor Havanna', 'Havanna', '[]', 'Golosinas', 'Alfajor de chocolate Havanna', 150000, 1, 1767225600000),
('papas-lays', 'demo', 'PAPAS-LAYS', 'Papas fritas Lays 150 g', 'Lays', '["chips"]', 'Snacks', 'Papas fritas clásicas, 150 g', 280000, 1, 1767225600000)
ON CONFLICT (id) DO UPDATE SET sku = excluded.sku, name = excluded.name, brand = excluded.brand, aliases = excluded.aliases, category = excluded.category,
  description = excluded.description, price = excluded.price, active = excluded.active;

INSERT OR IGNORE INTO stock (product_id, quantity, updated_at) VALUES
('coca-15', 200, 1767225600000), ('coca-500', 200, 1767225600000), ('fanta-15', 150, 1767225600000), ('sprite-15', 150, 1767225600000),
('pepsi-15', 200, 1767225600000), ('agua-500', 300, 1767225600000), ('alfajor-jorgito', 400, 1767225600000), ('alfajor-havanna', 3, 1767225600000),
('papas-lays', 100, 1767225600000);

-- The packs shop: one product (a mattress) sold in packs of 1, 2 and 3, run by the `packs`
-- agent definition. Its WhatsApp number is phone_number_id 100000000000002. A pack is a product
-- whose SKU ends in -<n>X; profile.packs.defaultPack is ordered when the promos go unanswered.
-- It has no approved WhatsApp template, so its follow-ups outside the 24 h window are skipped.
INSERT INTO workspaces (id, name, definition, currency, timezone, profile, created_at) VALUES
('packs', 'Colchones Sueño Pleno', 'packs', 'ARS', 'America/Argentina/Buenos_Aires',
 '{"name":"Colchones Sueño Pleno","address":"Bv. Oroño 1450, Rosario","phone":"+54 341 555-0100","hours":[{"days":[1,2,3,4,5],"open":"09:00","close":"18:00"},{"days":[6],"open":"09:00","close":"13:00"}],"delivery":{"enabled":true,"fee":0,"freeFrom":null,"area":"a todo el país","eta":"entre 3 y 7 días hábiles","translated":{"en":{"area":"all over the country","eta":"between 3 and 7 business days"},"pt":{"area":"para todo o país","eta":"entre 3 e 7 dias úteis"}}},"pickup":false,"paymentMethods":["cash","transfer","mercadopago"],"transferAlias":"suenopleno.colchones","templates":{},"packs":{"defaultPack":"colchon-2x"}}',
 1767225600000)
ON CONFLICT (id) DO UPDATE SET name = excluded.name, definition = excluded.definition, currency = excluded.currency, timezone = excluded.timezone, profile = excluded.profile;

INSERT INTO channels (id, workspace_id, provider, external_id, display_phone, access_token, created_at) VALUES
('packs-wa', 'packs', 'whatsapp', '100000000000002', '+54 341 555-0100', NULL, 1767225600000)
ON CONFLICT (id) DO UPDATE SET workspace_id = excluded.workspace_id, provider = excluded.provider, external_id = excluded.external_id, display_phone = excluded.display_phone;

INSERT INTO products (id, workspace_id, sku, name, brand, aliases, category, description, price, active, created_at) VALUES
('colchon-1x', 'packs', 'COLCHON-1X', 'Colchón Sueño Pleno 2 plazas', 'Sueño Pleno', '[]', 'Colchones', 'espuma de alta densidad, 140 × 190 cm', 38900000, 1, 1767225600000),
('colchon-2x', 'packs', 'COLCHON-2X', 'Pack x2 Colchón Sueño Pleno 2 plazas', 'Sueño Pleno', '[]', 'Colchones', 'dos colchones de espuma de alta densidad, 140 × 190 cm', 69900000, 1, 1767225600000),
('colchon-3x', 'packs', 'COLCHON-3X', 'Pack x3 Colchón Sueño Pleno 2 plazas', 'Sueño Pleno', '[]', 'Colchones', 'tres colchones de espuma de alta densidad, 140 × 190 cm', 94900000, 1, 1767225600000)
ON CONFLICT (id) DO UPDATE SET sku = excluded.sku, name = excluded.name, brand = excluded.brand, aliases = excluded.aliases, category = excluded.category,
  description = excluded.description, price = excluded.price, active = excluded.active;

INSERT OR IGNORE INTO stock (product_id, quantity, updated_at) VALUES
('colchon-1x', 500, 1767225600000), ('colchon-2x', 500, 1767225600000), ('colchon-3x', 500, 1767225600000);
