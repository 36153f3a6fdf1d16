import type { Lang } from "./detect";

// The words a customer writes in English or Portuguese, as the Spanish the understanding reads.
// Small on purpose: the order path (wanting, quantities, yes/no, delivery or pickup, payment,
// details, a person) and the everyday products of a kiosk or an almacén; the catalog's own
// names are never rewritten, and the replies name products as the shop wrote them.
// Longer phrases first (the table is applied in order); a value may be empty (a word dropped).

type Table = readonly (readonly [string, string])[];

const EN: Table = [
  // lang8: hurry, read as the Spanish hurry the cues set aside (never products, never anger).
  ["i'm in a hurry", "estoy apurado"], ["im in a hurry", "estoy apurado"], ["i am in a hurry", "estoy apurado"], ["i'm in a rush", "estoy apurado"], ["im in a rush", "estoy apurado"],
  ["same as last time", "lo mismo de la otra vez"], ["the same as last time", "lo mismo de la otra vez"], ["the usual", "lo de siempre"], ["my usual", "lo de siempre"], ["repeat my last order", "repetir mi ultimo pedido"], ["repeat my order", "repetir mi pedido"],
  ["show me my cart", "mostrame el carrito"], ["show me the cart", "mostrame el carrito"], ["show my cart", "mostrame el carrito"], ["what's in my cart", "que tengo en el carrito"], ["whats in my cart", "que tengo en el carrito"],
  ["in a hurry", "apurado"], ["in a rush", "apurado"], ["hurry up", "apurate"], ["hurry", "apurate"], ["asap", "urgente"], ["as soon as possible", "lo antes posible"], ["quickly", "rapido"], ["urgent", "urgente"], ["urgently", "urgente"],
  // Wanting and asking. t35a 082: "ok I take 2." chooses the 2-pack, never address text.
  ["i would like", "quiero"], ["i'd like", "quiero"], ["id like", "quiero"], ["can i get", "quiero"], ["can i have", "quiero"], ["could i get", "quiero"],
  ["i'll have", "quiero"], ["i'll take", "quiero"], ["i will take", "quiero"], ["ill take", "quiero"], ["i take", "quiero"],
  ["give me", "dame"], ["i want", "quiero"], ["i wanna", "quiero"], ["i need", "necesito"], ["want", "quiero"],
  // picks17: "I dont want grisines" is a decline, never an order of them.
  ["i don't want", "no quiero"], ["i dont want", "no quiero"], ["don't want", "no quiero"], ["dont want", "no quiero"], ["i do not want", "no quiero"],
  ["do you have", "tenés"], ["do you sell", "venden"], ["have you got", "tenés"], ["is there", "hay"], ["are there", "hay"], ["got any", "tenés"],
  ["how much is it", "cuánto sale"], ["how much is this", "cuánto sale"], ["how much is that", "cuánto sale"], ["how much are they", "cuánto salen"], ["how much are those", "cuánto salen"], ["how much is the", "cuánto sale la"], ["how much is", "cuánto sale"], ["how much are", "cuánto salen"], ["how much", "cuánto"], ["what's the price of", "cuánto sale"], ["price of", "precio de"],
  ["what time do you open", "a qué hora abren"], ["what time do you close", "a qué hora cierran"], ["are you open", "están abiertos"], ["opening hours", "horarios"],
  // t20b 004: "what are your hours?" beside a delivery question was left unanswered.
  ["what are your hours", "cuáles son sus horarios"], ["what are the hours", "cuáles son los horarios"], ["store hours", "horarios"], ["business hours", "horarios"], ["your hours", "sus horarios"],
  ["where are you", "dónde están"], ["do you deliver", "hacen envíos"], ["delivery fee", "costo de envío"],
  // packs10: "are you a robot?" asks, answered honestly (understand/cues.ts BOT_QUESTION).
  ["are you a robot", "sos un robot"], ["are you a bot", "sos un bot"], ["are you human", "sos humano"], ["are you a person", "sos una persona"], ["are you a real person", "sos una persona real"], ["is this a bot", "esto es un bot"], ["is this a robot", "esto es un robot"], ["am i talking to a", "estoy hablando con un"], ["am i talking to", "estoy hablando con"], ["am i chatting with", "estoy hablando con"], ["are you an ai", "sos una ia"],
  ["talk to a person", "quiero hablar con una persona"], ["speak to a person", "quiero hablar con una persona"], ["talk to someone", "quiero hablar con una persona"],
  ["speak to someone", "quiero hablar con una persona"], ["a human", "una persona"], ["a person", "una persona"], ["real person", "persona"],
  // An order already placed.
  ["is my order ready", "ya está listo mi pedido"], ["where is my order", "dónde está mi pedido"], ["my order", "mi pedido"], ["send me the offers", "pasame las promos"], ["the offers", "las promos"], ["offers", "promos"], ["send me", "pasame"], ["how much is the total", "cuánto es el total"], ["what's the total", "cuánto es el total"], ["the total", "el total"],
  // The order's course.
  ["that's all", "listo, eso es todo"], ["thats all", "listo, eso es todo"], ["that's it", "listo, eso es todo"], ["thats it", "listo, eso es todo"], ["that is all", "listo, eso es todo"],
  ["nothing else", "nada más, eso es todo"], ["i'm done", "listo, eso es todo"],
  // words29 (t28c 004, 029): "done" alone was searched and added a Dove conditioner; every English closing is the close.
  ["that's everything", "listo, eso es todo"], ["thats everything", "listo, eso es todo"], ["that'll be all", "listo, eso es todo"], ["thatll be all", "listo, eso es todo"], ["that will be all", "listo, eso es todo"],
  ["nothing more", "nada más, eso es todo"], ["im done", "listo, eso es todo"], ["i am done", "listo, eso es todo"], ["we're done", "listo, eso es todo"], ["all done", "listo, eso es todo"], ["all set", "listo, eso es todo"], ["done", "listo"], ["finished", "listo"], ["check out", "cerrame el pedido"], ["checkout", "cerrame el pedido"], ["place the order", "cerrame el pedido"],
  ["yes please", "sí"], ["yes", "sí"], ["yeah", "sí"], ["yep", "sí"], ["sure", "dale"], ["of course", "sí"], ["go ahead", "dale"], ["no thanks", "no gracias"], ["nope", "no"],
  ["confirm", "confirmo"], ["confirmed", "confirmo"], ["cancel the order", "cancelá el pedido"], ["cancel", "cancelar"],
  // Quantities corrected (qty5, trial 6): "make it 2", "actually I wanted 3 of those", "just one".
  ["make it", "que sean"], ["make that", "que sean"], ["change it to", "cambialo a"], ["actually", "mejor"], ["i wanted", "quería"], ["just", "solo"], ["only", "solo"],
  // cart7 (trial 6): "add one pepsi too", "one more pepsi"; "did you add the pepsi??", "where is the pepsi?" ask about the cart.
  ["too", "también"], ["as well", "también"], ["one more", "otra"], ["did you add", "agregaste"], ["have you added", "agregaste"], ["did you put", "pusiste"],
  ["where is", "dónde está"], ["where's", "dónde está"], ["where are", "dónde están"], ["i said", "te dije"], ["i told you", "te dije"],
  ["remove", "sacá"], ["take out", "sacá"], ["add", "agregá"], ["also", "también"], ["more", "más"], ["another", "otra"], ["instead of", "en vez de"],
  // Delivery, pickup, payment, details.
  ["home delivery", "envío"], ["deliver it", "con envío"], ["send it", "con envío"], ["delivery", "envío"],
  ["i'll pick it up", "paso a retirar"], ["pick it up", "paso a retirar"], ["pick up", "retiro"], ["pickup", "retiro"], ["collect", "retiro"],
  ["in cash", "efectivo"], ["cash", "efectivo"], ["bank transfer", "transferencia"], ["transfer", "transferencia"], ["card", "tarjeta"],
  ["my name is", "me llamo"], ["name's", "me llamo"], ["my address is", "mi dirección es"], ["address", "dirección"], ["my id is", "mi DNI es"], ["id number", "DNI"],
  ["my phone is", "mi teléfono es"], ["phone number", "teléfono"], ["phone", "teléfono"],
  ["my city is", "mi ciudad es"], ["city", "ciudad"], // data2 (issue 15): "city Mendoza" is read as the city
  // Greetings and manners.
  ["good morning", "buen día"], ["good afternoon", "buenas tardes"], ["good evening", "buenas noches"], ["hello", "hola"], ["hi", "hola"], ["hey", "hola"],
  ["thank you", "gracias"], ["thanks", "gracias"], ["thx", "gracias"], ["cheers", "gracias"], ["please", ""], ["pls", ""], ["plz", ""], ["bye", "chau"], ["goodbye", "chau"],
  // rows of a list picked in English ("the first one, 3 of them", "the third one").
  ["the first one", "la primera"], ["first one", "la primera"], ["the second one", "la segunda"], ["second one", "la segunda"],
  ["the third one", "la tercera"], ["third one", "la tercera"], ["the last one", "la última"], ["last one", "la última"], ["of them", "de esas"], ["of those", "de esas"],
  // picks5 (trial 6): sizes and rows of a list said in English ("the small ones", "number 3", "the 500 ml one").
  ["the small ones", "la chica"], ["small ones", "la chica"], ["the small one", "la chica"], ["small one", "la chica"], ["the big ones", "la grande"], ["big ones", "la grande"], ["the big one", "la grande"], ["big one", "la grande"],
  ["the fourth one", "la cuarta"], ["fourth one", "la cuarta"], ["the fifth one", "la quinta"], ["fifth one", "la quinta"], ["number", "número"], ["ml one", "ml"], ["ml ones", "ml"], ["l one", "l"], ["kg one", "kg"], ["g one", "g"], ["ones", ""],
  // Numbers, and the little words between products.
  // words11 (trial 10): a dozen is the Spanish "docena" the quantities read ("a dozen eggs" is one pack of 12).
  ["half a dozen", "media docena de"], ["a dozen", "una docena de"], ["one dozen", "una docena de"], ["dozens of", "docenas de"], ["dozen of", "docena de"], ["dozens", "docenas de"], ["dozen", "docena de"],
  ["to my cart", ""], ["to the cart", ""], ["to cart", ""], ["into my cart", ""], ["in the cart", ""],
  // words11: the little words that carry a conversation ("so? can we finish the order?", "ok so", "well", "then?") are no products.
  ["can we finish the order", "cerrame el pedido"], ["can we finish", "cerrame el pedido"], ["finish the order", "cerrame el pedido"], ["finish my order", "cerrame el pedido"], ["complete the order", "cerrame el pedido"], ["complete my order", "cerrame el pedido"],
  ["so", ""], ["well", ""], ["then", ""], ["anyway", ""], ["alright", "dale"], ["all right", "dale"],
  ["a couple of", "2"], ["one", "1"], ["two", "2"], ["three", "3"], ["four", "4"], ["five", "5"], ["six", "6"], ["seven", "7"], ["eight", "8"], ["nine", "9"], ["ten", "10"],
  ["an", "1"], ["a", "1"], ["and", "y"], ["with", "con"], ["of", "de"], ["the", ""], ["some", ""], ["for me", ""],
  ["big", "grande"], ["large", "grande"], ["small", "chica"], ["bottle", "botella"], ["bottles", "botellas"],
  ["toilet paper", "papel higiénico"], ["liters", "litros"], ["litres", "litros"], ["liter", "litro"], ["litre", "litro"],
  // Products.
  ["coca colas", "cocas"], ["coca cola", "coca"], ["cokes", "cocas"], ["coke", "coca"], ["sparkling water", "agua con gas"], ["still water", "agua sin gas"],
  // words27 (t26b 026): "the still one" (read "la still") / "the sparkling one" at a list of waters: its sin gas / con gas rows.
  ["la still", "la sin gas"], ["still ones", "sin gas"], ["still one", "sin gas"], ["sparkling", "con gas"], ["fizzy", "con gas"],
  ["bottled water", "agua"], ["mineral water", "agua mineral"], ["bottled", ""], ["waters", "aguas"], ["water", "agua"],
  ["beers", "cervezas"], ["beer", "cerveza"], ["sodas", "gaseosas"], ["soda", "gaseosa"], ["soft drinks", "gaseosas"], ["juice", "jugo"], ["milk", "leche"], ["bread", "pan"],
  ["a bag of", "1 bolsa de"], ["bags of", "bolsas de"], ["bag of", "bolsa de"], ["bags", "bolsas"], ["bag", "bolsa"], ["crisps", "papas fritas"], ["potato chips", "papas fritas"], ["chips", "papas fritas"], ["cookies", "galletitas"], ["biscuits", "galletitas"], ["candy", "golosinas"], ["sweets", "golosinas"],
  // words12 (trial 11): sugar free and diet said in English are the catalog's "sin azúcar" / light rows, never the sugar ("coke zero", "sugar free").
  ["sugar free", "sin azúcar"], ["sugar-free", "sin azúcar"], ["sugarfree", "sin azúcar"], ["zero sugar", "sin azúcar"], ["without sugar", "sin azúcar"], ["no added sugar", "sin azúcar"],
  ["chocolate bar", "chocolate"], ["cigarettes", "cigarrillos"], ["eggs", "huevos"], ["sugar", "azúcar"], ["coffee", "café"], ["tea", "té"], ["cheese", "queso"], ["ham", "jamón"],
  // t29b 022: "2 bottles of sunflower oil" read "sunflower aceite", no row's words: the kind of oil and the
  // almacén's everyday staples said in English are the Spanish the catalog writes, so the rows are offered to choose.
  ["sunflower oil", "aceite de girasol"], ["olive oil", "aceite de oliva"], ["corn oil", "aceite de maíz"], ["sunflower", "girasol"],
  ["flour", "harina"], ["butter", "manteca"], ["yoghurt", "yogur"], ["yogurt", "yogur"], ["salt", "sal"], ["tomatoes", "tomates"], ["potatoes", "papas"],
  ["tuna", "atún"], ["mayonnaise", "mayonesa"], ["mayo", "mayonesa"], ["vinegar", "vinagre"],
  ["rice", "arroz"], ["noodles", "fideos"], ["oil", "aceite"], ["ice", "hielo"], ["wine", "vino"], ["lemon", "limón"], ["orange", "naranja"],
];

const PT: Table = [
  // lang8: hurry.
  ["o mesmo da última vez", "lo mismo de la ultima vez"], ["o mesmo da ultima vez", "lo mismo de la ultima vez"], ["o de sempre", "lo de siempre"], ["repetir meu último pedido", "repetir mi ultimo pedido"], ["repetir meu ultimo pedido", "repetir mi ultimo pedido"],
  ["estou com pressa", "estoy apurado"], ["tô com pressa", "estoy apurado"], ["to com pressa", "estoy apurado"], ["com pressa", "con prisa"], ["depressa", "rapido"], ["anda logo", "apurate"], ["o mais rápido possível", "lo mas rapido posible"], ["o quanto antes", "cuanto antes"],
  ["eu queria", "quiero"], ["eu quero", "quiero"], ["queria", "quiero"], ["quero", "quiero"], ["gostaria de", "quiero"], ["me vê", "dame"], ["me ve", "dame"], ["me dá", "dame"], ["me da", "dame"], ["manda", "mandame"],
  ["vocês têm", "tienen"], ["voces tem", "tienen"], ["você tem", "tenés"], ["voce tem", "tenés"], ["vc tem", "tenés"], ["tem", "hay"],
  ["quanto custa", "cuánto sale"], ["quanto é", "cuánto es"], ["quanto", "cuánto"], ["que horas abre", "a qué hora abren"], ["que horas fecha", "a qué hora cierran"], ["onde fica", "dónde están"],
  ["você é um robô", "sos un robot"], ["voce e um robo", "sos un robot"], ["você é um bot", "sos un bot"], ["voce e um bot", "sos un bot"], ["você é humano", "sos humano"], ["você é uma pessoa", "sos una persona"], ["é um robô", "es un robot"], ["é um bot", "es un bot"], ["estou falando com", "estoy hablando con"], // packs10
  ["falar com uma pessoa", "quiero hablar con una persona"], ["falar com alguém", "quiero hablar con una persona"], ["atendente", "una persona"], ["humano", "persona"],
  // An order already placed, and a pack or a line named back ("o de 3", "tira a pepsi").
  ["meu pedido", "mi pedido"], ["melhor", "mejor"], ["as promoções", "las promos"], ["promoções", "promos"], ["as promos", "las promos"], ["quanto é o total", "cuánto es el total"], ["qual é o total", "cuánto es el total"], ["o total", "el total"], ["o de", "el de"], ["a de", "la de"], ["tira a", "sacá la"], ["tira o", "sacá el"], ["tira as", "sacá las"], ["tira os", "sacá los"],
  ["só isso", "listo, eso es todo"], ["so isso", "listo, eso es todo"], ["é tudo", "listo, eso es todo"], ["isso é tudo", "listo, eso es todo"], ["isso e tudo", "listo, eso es todo"], ["mais nada", "nada más, eso es todo"], ["é isso", "listo, eso es todo"], ["e isso", "listo, eso es todo"], ["é só", "listo, eso es todo"],
  ["fechar o pedido", "cerrame el pedido"], ["fechar pedido", "cerrame el pedido"], ["finalizar", "cerrame el pedido"], ["pronto", "listo"],
  ["pode confirmar", "confirmo"], ["confirmar", "confirmo"], ["pode ser", "dale"], ["beleza", "dale"], ["claro", "sí"], ["sim", "sí"], ["não", "no"], ["nao", "no"],
  ["cancelar o pedido", "cancelá el pedido"], ["tirar", "sacá"], ["tira", "sacá"], ["remover", "sacá"], ["adicionar", "agregá"], ["acrescentar", "agregá"], ["coloca", "agregá"], ["mais", "más"], ["também", "también"],
  ["vou buscar", "paso a retirar"], ["vou retirar", "paso a retirar"], ["retirar", "retiro"], ["retirada", "retiro"], ["me mostra o carrinho", "mostrame el carrito"], ["mostra o carrinho", "mostrame el carrito"], ["mostrar o carrinho", "mostrame el carrito"], ["o que tem no carrinho", "que tengo en el carrito"], ["buscar", "retiro"], ["entregar", "con envío"], ["entrega", "envío"],
  ["dinheiro", "efectivo"], ["transferência", "transferencia"], ["pix", "transferencia"], ["cartão", "tarjeta"], ["cartao", "tarjeta"],
  ["meu nome é", "me llamo"], ["meu nome e", "me llamo"], ["me chamo", "me llamo"], ["endereço", "dirección"], ["endereco", "dirección"], ["rua", "calle"], ["telefone", "teléfono"],
  ["minha cidade é", "mi ciudad es"], ["cidade", "ciudad"], // data2 (issue 15): "cidade Posadas" is read as the city
  ["bom dia", "buen día"], ["boa tarde", "buenas tardes"], ["boa noite", "buenas noches"], ["oi", "hola"], ["olá", "hola"], ["obrigadão", "gracias"], ["obrigado", "gracias"], ["obrigada", "gracias"], ["valeu", "gracias"], ["tchau", "chau"],
  ["um", "1"], ["uma", "1"], ["dois", "2"], ["duas", "2"], ["três", "3"], ["quatro", "4"], ["cinco", "5"], ["sete", "7"], ["oito", "8"], ["nove", "9"], ["dez", "10"], ["doze", "12"], ["uma dúzia", "1 docena"], ["meia dúzia", "media docena"], ["meia duzia", "media docena"], ["dúzias", "docenas"], ["duzias", "docenas"], ["dúzia", "docena"], ["duzia", "docena"],
  // Pointing at the one thing offered ("essa mesmo, 2", "esse aí").
  ["essa mesma", "esa misma"], ["essa mesmo", "esa misma"], ["esse mesmo", "ese mismo"], ["essa aí", "esa"], ["esse aí", "ese"], ["essa", "esa"], ["esse", "ese"], ["isso", "eso"],
  ["e", "y"], ["com", "con"], ["pequena", "chica"], ["pequeno", "chico"], ["garrafa", "botella"],
  ["refrigerantes", "gaseosas"], ["refrigerante", "gaseosa"], ["cervejas", "cervezas"], ["cerveja", "cerveza"], ["água", "agua"], ["suco", "jugo"], ["doce de leite", "dulce de leche"], ["leite", "leche"], ["pão", "pan"],
  ["batatinhas", "papas fritas"], ["batata frita", "papas fritas"], ["biscoitos", "galletitas"], ["biscoito", "galletitas"], ["bolachas", "galletitas"], ["bolacha", "galletitas"], ["açúcar", "azúcar"], ["ovos", "huevos"],
  // words11 (trial 10): cooking oil is "aceite" ("óleo" is the catalog's baby "oleo calcáreo"); containers count the product ("2 pacotes de arroz").
  ["óleo de cozinha", "aceite"], ["oleo de cozinha", "aceite"], ["óleos", "aceites"], ["óleo", "aceite"], ["girassol", "girasol"], ["de cozinha", ""],
  ["pacotes", "paquetes"], ["pacote", "paquete"], ["caixas", "cajas"], ["caixa", "caja"], ["latinhas", "latas"], ["latinha", "lata"], ["garrafas", "botellas"], ["saquinhos", "saquitos"], ["sacos", "bolsas"], ["saco", "bolsa"],
  // words12 (trial 11): the grocery nouns of a Brazilian customer ("2 leites integrais" found Levité; "sabão em pó"), plurals and all.
  ["leites integrais", "leches enteras"], ["leite integral", "leche entera"], ["leite desnatado", "leche descremada"], ["leite em pó", "leche en polvo"], ["leites", "leches"], ["integrais", "enteras"],
  ["sem açúcar", "sin azúcar"], ["sem acucar", "sin azúcar"], ["zero açúcar", "sin azúcar"], ["zero acucar", "sin azúcar"], ["sem", "sin"], ["açucar", "azúcar"], ["acucar", "azúcar"],
  ["pães", "panes"], ["paes", "panes"], ["pao", "pan"], ["queijos", "quesos"], ["manteigas", "mantecas"], ["ovo", "huevo"], ["águas", "aguas"], ["sucos", "jugos"], ["cafés", "cafés"],
  ["sabão em pó", "jabón en polvo"], ["sabao em po", "jabón en polvo"], ["sabão", "jabón"], ["sabao", "jabón"], ["sabonetes", "jabones"], ["sabonete", "jabón"], ["em pó", "en polvo"], ["em po", "en polvo"],
  ["amaciante", "suavizante"], ["desinfetante", "desinfectante"], ["fraldas", "pañales"], ["fralda", "pañal"], ["papel higiênico", "papel higiénico"], ["pasta de dente", "pasta dental"],
  ["frango", "pollo"], ["molho de tomate", "salsa de tomate"], ["molho", "salsa"], ["iogurtes", "yogures"], ["iogurte", "yogur"], ["creme de leite", "crema de leche"], ["achocolatado", "chocolatada"],
  ["batatas", "papas"], ["cebolas", "cebollas"], ["cebola", "cebolla"], ["maçãs", "manzanas"], ["maçã", "manzana"], ["laranjas", "naranjas"], ["laranja", "naranja"], ["limão", "limón"], ["limao", "limón"],
  ["erva mate", "yerba mate"], ["erva", "yerba"], ["azeite", "aceite de oliva"], ["atum", "atún"], ["milho", "choclo"], ["ervilhas", "arvejas"], ["geleia", "mermelada"], ["vinho", "vino"], ["doce", "dulce"],
  // words12: "quero 2 do mais barato", "são 2!", "eu disse 2": the little words around a count.
  ["mais uma", "otra"], ["mais um", "otro"], ["o mais barato", "el más barato"], ["a mais barata", "la más barata"], ["do", "del"], ["da", "de la"], ["são", "son"], ["sao", "son"], ["eram", "eran"], ["eu disse", "te dije"], ["disse", "dije"], ["no total", "en total"],
  // words13 (trial 12): "refrigerante nenhum" refuses; "na loja" is the shop ("vou retirar na loja" added a Paso de los Toros).
  ["nenhum", "ninguno"], ["nenhuma", "ninguna"], ["não a", "no la"], ["nao a", "no la"], ["não o", "no el"], ["nao o", "no el"], ["na loja", "en el local"], ["pequenas", "chicas"], ["pequenos", "chicos"], ["só", "solo"], ["da loja", "del local"], ["loja", "local"], ["das", "de las"],
  ["feijão", "porotos"], ["feijao", "porotos"], ["farinha", "harina"], ["macarrão", "fideos"], ["macarrao", "fideos"], ["manteiga", "manteca"], ["queijo", "queso"], ["presunto", "jamón"], ["chá", "té"],
];

/** Each language's table; Spanish reads as it is. */
export const READING_TABLES: Record<Lang, Table> = { es: [], en: EN, pt: PT };
