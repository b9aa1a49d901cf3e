-- Hand-written: search_fold composes the text first (NFC), as the contract's searchFold does with
-- what is typed (packages/contract/src/search/fold.ts). A Korean title stored as letters (pasted
-- decomposed) and one stored as syllables now fold alike, and a search typed in Korean or with
-- voiced kana (が) finds them: before, the typed text was decomposed and the stored was not.
-- The function is dropped with everything built on it and made again, rather than replaced:
-- PostgreSQL keeps an index's expression, with the old body inlined, in each open connection's
-- cache, so a replaced body would go on indexing new rows the old way. The words and indexes
-- below are those of 0016, 0019 and 0020, word for word.
DROP FUNCTION "search_fold"(text) CASCADE;--> statement-breakpoint
CREATE FUNCTION "search_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(lower(normalize(value, NFC)), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǦǧǨǩǪǫǬǭǮǯǰǴǵǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳʹ;΅Ά·ΈΉΊΌΎΏΐΪΫάέήίΰϊϋόύώϓϔЀЁЃЇЌЍЎЙйѐёѓїќѝўѶѷӁӂӐӑӒӓӖӗӚӛӜӝӞӟӢӣӤӥӦӧӪӫӬӭӮӯӰӱӲӳӴӵӸӹḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹἀἁἂἃἄἅἆἇἈἉἊἋἌἍἎἏἐἑἒἓἔἕἘἙἚἛἜἝἠἡἢἣἤἥἦἧἨἩἪἫἬἭἮἯἰἱἲἳἴἵἶἷἸἹἺἻἼἽἾἿὀὁὂὃὄὅὈὉὊὋὌὍὐὑὒὓὔὕὖὗὙὛὝὟὠὡὢὣὤὥὦὧὨὩὪὫὬὭὮὯὰάὲέὴήὶίὸόὺύὼώᾀᾁᾂᾃᾄᾅᾆᾇᾈᾉᾊᾋᾌᾍᾎᾏᾐᾑᾒᾓᾔᾕᾖᾗᾘᾙᾚᾛᾜᾝᾞᾟᾠᾡᾢᾣᾤᾥᾦᾧᾨᾩᾪᾫᾬᾭᾮᾯᾰᾱᾲᾳᾴᾶᾷᾸᾹᾺΆᾼι῁ῂῃῄῆῇῈΈῊΉῌ῍῎῏ῐῑῒΐῖῗῘῙῚΊ῝῞῟ῠῡῢΰῤῥῦῧῨῩῪΎῬ῭΅`ῲῳῴῶῷῸΌῺΏῼ´̴̵̶̷̸̡̢̧̨̛̖̗̘̙̜̝̞̟̠̣̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎̀́̂̃̄̅̆̇̈̉̊̋̌̍̎̏̐̑̒̓̔̽̾̿̀́͂̓̈́͆͊͋͌̕̚ͅ͏͓͔͕͖͙͚͐͑͒͗͛ͣͤͥͦͧͨͩͪͫͬͭͮͯ͘͜͟͢͝͞͠͡', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaææggkkooooʒʒjggnnaaææøøaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyʹ;¨α·εηιουωιιυαεηιυιυουωϒϒеегікиуииеегікиуѵѵжжааааееәәжжззииииооөөээууууууччыыaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyſaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyααααααααααααααααεεεεεεεεεεεεηηηηηηηηηηηηηηηηιιιιιιιιιιιιιιιιοοοοοοοοοοοουυυυυυυυυυυυωωωωωωωωωωωωωωωωααεεηηιιοουυωωααααααααααααααααηηηηηηηηηηηηηηηηωωωωωωωωωωωωωωωωααααααααααααι¨ηηηηηεεηηη᾿᾿᾿ιιιιιιιιιι῾῾῾υυυυρρυυυυυυρ¨¨`ωωωωωοοωωω´')
$$;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name" || ' ' || "legal_name" || ' ' || "tld"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("username" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("title" || ' ' || "keywords"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "allowed_ips" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("ip" || ' ' || "description"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_versions" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("title"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name" || ' ' || "description"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_search_words" ON "projects" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "users_search_words" ON "users" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "content_items_search_words" ON "content_items" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "allowed_ips_search_words" ON "allowed_ips" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "categories_search_words" ON "categories" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "legal_versions_search_words" ON "legal_versions" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "tags_search_words" ON "tags" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "content_items_search_title" ON "content_items" USING btree ((left(search_fold("title"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "projects_search_title" ON "projects" USING btree ((left(search_fold("name"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "allowed_ips_search_title" ON "allowed_ips" USING btree ((left(search_fold("ip"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "categories_search_title" ON "categories" USING btree ((left(search_fold("name"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "legal_versions_search_title" ON "legal_versions" USING btree ((left(search_fold("title"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "tags_search_title" ON "tags" USING btree ((left(search_fold("name"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "users_search_title" ON "users" USING btree ((left(search_fold("username"), 500) collate "C"));--> statement-breakpoint
CREATE INDEX "content_items_search_recent" ON "content_items" ("id") INCLUDE ("type", "deleted_at", "search_words") WHERE ((octet_length(title) + octet_length(keywords)) <= 400);
