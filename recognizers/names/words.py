"""The words the PERSON recognizer (recognizers/person.py and recognizers/names/) weighs a candidate name against.

Plain vocabulary, compared folded or lower-case: words written capitalised that are never
names, the particles inside names, the words of labels and job titles, and the words that
make a run of surnames a company, a street, a shop or a brand. Kept apart from the
recognizer's logic so either can be read without the other.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import regex


@lru_cache(maxsize=65536)
def bare(word: str) -> str:
    """Lower case with every mark dropped, ç and ñ too ("Calçados" -> "calcados"): how the
    label, company, street and business words below are kept and compared."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


def alternation(words) -> str:
    """A regex alternation of `words`, longest first, each escaped ("p/" stays a slash)."""
    return "|".join(regex.escape(word) for word in sorted(words, key=lambda w: (-len(w), w)))


def _bare_set(text: str) -> frozenset[str]:
    return frozenset(bare(w) for w in text.split())

# Words people write capitalised that are never names (both languages; compared lower-case).
NOT_NAMES = frozenset(
    """
    hola buenas buenos días dias tardes noches buen día gracias muchas saludos un saludo
    cordiales atentamente estimado estimada estimados querido querida hello hi hey dear
    thanks thank you regards best kind cheers good morning afternoon evening sir madam
    señor señora señorita sr sra srta don doña mr mrs ms miss dr dra lic licda licdo mtro mtra ing eng arq
    vale ok okay perfecto genial claro sí si no yes please por favor disculpa disculpe
    perdón perdon sorry escríbeme escribeme llámame llamame llama llámenme contacto
    envíame enviame mándame mandame call me email correo teléfono telefono móvil movil
    tarjeta cuenta pedido order tracking iban nif nie dni cpf card phone mobile
    olá ola oi sou obrigado obrigada bom boa tarde noite att atenciosamente prezado prezada
    feliz felicidades felicitaciones parabéns parabens happy congrats congratulations natal navidad christmas
    deus dios god hijos hijas
    lunes martes miércoles miercoles jueves viernes sábado sabado domingo
    monday tuesday wednesday thursday friday saturday sunday
    enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
    january february march april june july august september october november december
    mi mis tu su el la los las lo le les un una y o pero que con para por en de del al
    my your his her the a an and or but with for in of to at this that it is
    soy les escribe i'm im am this is here
    pagué pague llamé llame envié envie hablé hable compré compre recibí recibi escribí escribi
    hagan pongan vengan digan salgan traigan tengan vayan oigan sepan façam facam ponham tragam digam venham
    número numero referencia importe total factura recibo versión version
    abraço abraços abrazo abrazos beijos besos cumprimentos saudações saudacoes cordialmente
    valeu tchau adiós adios chau bye warmly warm yours love xoxo thx cordial
    filho filha neto neta sobrinho júnior junior
    janeiro fevereiro março maio junho julho setembro outubro novembro dezembro
    segunda terça terca quarta quinta sexta feira
    tel tlf tfno fax cel guest invitado invitada convidado convidada unknown anonymous anónimo anonimo
    desconocido desconhecido agent agente atendente operador operadora asesor asesora cc bcc cco re fw fwd
    um umm uh uhm eh er erm hmm pues né abs bjs oye oiga dña dna
    youre dont cant wont didnt doesnt isnt wasnt arent thats theres theyre ive
    hice hizo hicieron tuve tuvo estuve estuvo puse puso dije dijo quise pude pudo supe traje vine fui fue
    hay alguien nadie alguém alguem ninguém ninguem someone anyone nobody
    """.split()
)
# Titles before a name, beyond the lists' own (lists.TITLES), kin's among them ("Aunt Gloria",
# "Tía Rosa"): alone, nobody's name.
TITLE_WORDS = frozenset("""
    mr mrs ms miss mx dr dra doutor doutora prof profa professor professora sres dom seu senor senora
    senorita senhorita lic ing dona
    aunt auntie uncle tia tio titia grandma grandpa granny abuela abuelo vovo madrinha padrinho madrina padrino
""".split())
# Who someone is to the customer or the business, before their name and no part of it ("Spouse
# Gemma also on the account", "leave with neighbour Malcolm Elsworth"); none a common first name.
ROLE_NOUNS = frozenset("""
    spouse husband wife partner neighbour neighbor daughter brother sister mother father cousin nephew niece
    colleague coworker landlord landlady tenant courier driver technician agent customer client manager supervisor
    conyuge esposa esposo marido vecino vecina hija hijo hermano hermana madre padre primo prima cliente clienta
    titular repartidor repartidora gerente tecnico tecnica
    vizinho vizinha filho filha irmao irma entregador entregadora motorista atendente
    policyholder insured asegurado asegurada segurado segurada tomador tomadora beneficiary beneficiario
    beneficiaria reviewer revisor revisora assignee
    seller buyer vendedor vendedora comprador compradora trainer entrenador entrenadora instructor instructora
    instrutor instrutora adjuster perito perita ajustador ajustadora broker corredor corredora corretor
    inquilino inquilina member socio socia approver aprobador aprobadora aprovador aprovadora
    student alumno alumna aluno aluna passenger pasajero pasajera passageiro passageira
    cashier cajero cajera dispatcher operator operador operadora caller
    companheiro companheira pareja cardholder
    porteiro porteira portero portera conserje zelador zeladora doorman concierge
    hijos hijas filhos filhas nietos nietas netos netas sons daughters grandsons granddaughters
    carer caregiver cuidador cuidadora nanny niñera ninera baba
    notary notario notaria tabeliao tabelia escrivao escriva juez jueza juiz juiza
""".split())
# English weekdays: after a name's first word never part of a name ("Easter Monday", "Cyber Monday").
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# Their abbreviations ("On Tue, Haoran Lin wrote:"); "Sun" alone is a surname too.
WEEKDAYS_SHORT = frozenset("mon tue tues wed thu thur thurs fri sat sun".split())
# Months in our languages, written out (compared bare: "março" is "marco"); a first name that is
# one is the month after "rent for" ("rent for June").
MONTH_NAMES = frozenset("""
    january february march april may june july august september october november december
    enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
    janeiro fevereiro marco maio junho julho setembro outubro novembro dezembro
""".split())
# And with their abbreviations: a name beside a day's number is the month's.
MONTHS = MONTH_NAMES | frozenset("jan feb mar apr jun jul aug sep sept oct nov dec ene abr ago dic fev set out dez".split())
# Feasts and holidays the pipelines take for people ("Horario reducido por Semana Santa");
# NAMED_FEASTS are first names too ("Reyes", "Natal"), feasts only beside another feast.
HOLIDAYS = frozenset(" ".join(h.split()) for h in """
    semana santa|domingo de ramos|nochebuena|nochevieja|navidad|dia de reyes|corpus christi|todos los santos|
    pascoa|reveillon|carnaval|finados|dia de finados|sexta feira santa|
    christmas|christmas eve|easter|thanksgiving|halloween|boxing day|black friday|cyber monday|cirio de nazare|
    martinmas|michaelmas|candlemas|lammas|whitsun|hogmanay
""".replace("\n", "").split("|"))
NAMED_FEASTS = frozenset("reyes natal pascua tiradentes".split())
# A saint's word: it opens places' names ("San Juan", "Santa Casa") and first names ("Santa",
# "San"), never a shop's.
SAINT_WORDS = frozenset("san santa santo sao saint st sant ste".split())
# A speaker's hesitations in a transcript, and chat's "lol" (its laughter: lists.laughter), never
# part of a name.
FILLERS = frozenset("um umm uh uhm eh er erm hmm este pues ne lol".split())
# Lower-case words allowed inside a full name.
PARTICLES = frozenset("de del dela delos la las los y da das do dos di van von der den ter le du e".split())
# Particles of Arabic, Berber, Italian and Irish surnames ("Latifa El Mansouri", "Youssef Ait Ahmed",
# "Cosma Lo Piccolo", "Bridget Nic Giolla"): also words of the language ("el", "lo"), so they count
# only between two words of a name, never at its edges.
INNER_PARTICLES = frozenset("el al ben bin ibn abu ait lo nic ni mac".split())


def is_particle(words: list[str], index: int) -> bool:
    """Whether words[index] is a particle of the name `words`: one of PARTICLES anywhere, one of
    INNER_PARTICLES between two of its words."""
    word = words[index].lower()
    return word in PARTICLES or (0 < index < len(words) - 1 and word in INNER_PARTICLES)

# What people type for function words in chat and agents' notes ("vc pode ver com a marina pq…",
# "e hablado con Ana y dise q…", "cx rang re double charge"), units and service abbreviations
# ("15 min", "o sac"): never names, though the dump lists a few ("Td", "Pq", "Min").
CHAT_WORDS = frozenset(
    """
    vc vcs td tds pq pqp q qd qdo qnd qto tb tbm tmb blz hj msg msgs obg vlw ctz mt mto mta dps tmj kd cmg agr
    xq xk porq porfa xfa pfv msj dnd tqm bss ntp nd k ks
    u ur pls plz thx tx np btw asap idk lol omg cx acct re abt cb fyi imo tbh rn bc cuz tysm thnx thanx
    pra pro pras pros
    tmrw tmr tmw tmro 2day 2moro xfas xfis porfis plis blza blzs vlws tmjs obgd obgda brigado
    min mins hr hrs seg km kg
    sac
    """.split()
)

# Words that end a greeting or a sign-off: never a surname, even where the lists have one.
GREETINGS = frozenset(
    "hola buenas buenos hello hi hey dear gracias thanks thank regards saludos atentamente cordiales "
    "estimado estimada querido querida cheers best kind sincerely abraço abraços abrazo abrazos beijos besos "
    "cumprimentos saudações saudacoes cordialmente valeu warmly yours love".split()
)
# "With" before a name: one speaks and stands with people, whatever else the name is a word for.
WITH_WORDS = frozenset("with con com".split())
# Words that hand something to someone or say whose it is ("pasar a Carolina", "fwd to Ruby", "by
# Kieran", "la nota de Diana"); "a", "de" and "for" are articles or say what a thing is as often.
TO_SOMEONE = frozenset("to by pra p/ para por".split())
TO_SOMEONE_OR_THING = TO_SOMEONE | frozenset("a de for".split())
# Brazilian Portuguese puts the definite article before a first name, alone or joined to a
# preposition ("a Karla fez a reserva", "fui atendida pela Bela", "passa pro Caio"): after one, a
# first name is someone's unless it is a place. Not "do" and "da": what they join is a firm's, a
# place's or an app's as often ("equipe da Marisa", "Serra do Mar", "painel do Alexa").
ARTICLES_BEFORE_A_NAME = frozenset("o a pelo pela ao à pro pra".split())
# What a field holds where it holds nobody ('"customer_name": null', "cliente=none").
PLACEHOLDERS = frozenset("null nil none undefined unknown anonymous anonimo desconocido desconhecido n/a "
                          "admin administrator system sistema bot auto".split())
# Articles: after one a capitalised word is a thing as often as a person ("the Dell charger", "la
# Zara de Gran Vía"); and prepositions of place, after which it is a place as often.
ARTICLES = frozenset("the a an el la los las lo un una unos unas o os as um uma uns umas".split())
PLACE_PREPOSITIONS = frozenset("in at on into from near between en em na no nas nos desde hacia entre".split())
# Words a signature or a form labels a person with ("Customer Service Team", "Departamento de
# Compras"): a PERSON candidate holding one is a label, not a name.
LABEL_WORDS = _bare_set(
    """
    team equipo departamento department dpto service servicio services servicios support soporte
    atención atencion cliente clientes customer customers ventas billing facturación
    facturacion compras purchasing office oficina manager gerente director directora
    head operations operaciones operações operacoes senior junior accountant accounting contabilidad
    contabilidade finance finanzas finanças financas vendas marketing legal rrhh recursos humanos
    analyst analista engineer ingeniero ingeniera engenheiro engenheira assistant asistente assistente
    coordinator coordinador coordinadora coordenador coordenadora supervisor supervisora responsable
    jefe jefa chefe ceo cfo cto coo founder fundador fundadora owner presidente presidenta secretary
    secretaria secretário secretario secretária account accounts cuentas contas representative
    representante specialist especialista consultant consultor consultora executive ejecutivo ejecutiva
    executivo executiva subject asunto assunto equipe atendimento central suporte setor sector
    cobrança cobranca cobranza cobros financeiro financiero comercial recepcion recepção recepcao
    administracion administração administracao logistica expedicion expedição devoluciones devoluções
    ln fn
    """
)

# Words that make a run of names a street ("Douglas Street", "Rua Augusta"); the lists hold
# some as surnames.
STREET_WORDS = _bare_set(
    """
    street avenue road boulevard calle avenida rua paseo plaza praca carrer travesia glorieta bulevar
    ave blvd court st rd square embankment crescent terrace promenade mews parkway highway quay travessa
    rodovia drive
    """
)
# A street's word or abbreviation right before a name, and the particles after it: a street named
# after someone ("Calle Antonio López", "C/ Ramón y Cajal", "Rua Augusta", "Av. Getúlio Vargas");
# not an ordinal's letters ("1st Juana Contreras").
STREET_BEFORE = regex.compile(
    r"(?i:(?<![\p{L}\d])(?:(?:c/|r\.)[ \u00a0]*|(?:calle|avenida|avda\.?|av\.?|rua|paseo|pº|plaza|pza\.?|praça|praca|"
    r"carrer|camino|travesía|travesia|ronda|alameda|glorieta|bulevar|boulevard|street|avenue|road|st\.?)[ \u00a0]+)"
    r"(?:(?:de|del|da|do|dos)[ \u00a0]+(?:(?:la|las|los)[ \u00a0]+)?)?)$"
)
# The street words written before the street's name ("Plaza Mayor", "Rua Augusta"), some of them
# surnames too ("Marciano Plaza"): they make a street only before another word.
STREET_WORDS_BEFORE = _bare_set("calle avenida rua paseo plaza praca carrer travesia glorieta bulevar av avda pza jardim "
                                "largo travessa rodovia "
                                # a palace's word opens a place's name before another word ("Palácio Gustavo
                                # Capanema"); alone it is a surname ("Según Palacio")
                                "condominio palacio")
# What stands between a place's word and the name it bears ("Escola Estadual Caetano de Campos",
# "Colegio Público Miguel Hernández"), and after a name makes a school ("Jefferson Elementary").
PLACE_QUALIFIERS = _bare_set(
    """
    estadual municipal federal nacional estatal publico publica privado privada elementary primary
    secondary high middle medical clinicas
    """
)
# Words that make a run of surnames a company ("García Hermanos", "Ruiz Abogados S.L.").
COMPANY_WORDS = _bare_set(
    """
    hermanos hnos brothers asociados associates abogados consulting consultores consultoria partners sons
    group grupo holding holdings limited ltd ltda eireli llc inc corp gmbh plc solicitors lawyers industries
    logistica logistics construcciones asesores assessores asesoria assessoria engenharia ingenieria
    engineering contabilidade contabilidad contadores accounting advogados advocacia freight shipping
    transport trucking cargo bros comercio distribuidora importadora irmaos autocares transportes construtora
    constructora juzgado tribunal conservas legal builders contractors attorneys gestoria laticinios
    """
)

# Brands that are someone's name, and companies a support message names most (banks, telcos,
# platforms, payment terminals, couriers) that the lists hold as rare names, and the airports
# travellers name most that bear a person's name. A customer names the shop far more often than its
# founder; a brand that is also a common first name (Alexa, Chase) or a common full name (Edward
# Jones, Luiza Barcelos) is not here. Kept bare and compared bare ("Marañón" -> "maranon").
BRANDS = frozenset(bare(" ".join(b.split())) for b in """
    correos|andreani|loggi|jadlog|nacex|servientrega|cruz verde|zelle|venmo|visa|mastercard|
    cabify|lyft|glovo|
    fedex|ups|usps|dhl|tnt|dpd|gls|seur|mrw|sedex|
    baker hughes|johnson controls|sherwin williams|kraft heinz|ernst young|mary kay|sara lee|papa johns|jim beam|
    johnnie walker|jose cuervo|telepizza|havan|bombril|cola cao|sonho de valsa|leite moca|drogaria sao paulo|
    cacau show|casas pernambucanas|lojas marisa|dia supermercados|viena capellanes|mcdonalds|harvey norman|
    votorantim|camargo correa|baker mckenzie|
    uria menendez|cuatrecasas|garrigues|perez-llorca|gomez-acebo pombo|mattos filho|machado meyer|pinheiro neto|
    tozzinifreire|veirano|lefosse|demarest|davis polk|cravath|skadden|wachtell|clifford chance|allen overy|
    freshfields|linklaters|latham watkins|kirkland ellis|sullivan cromwell|simpson thacher|
    massimo dutti|tommy hilfiger|rosa clara|don simon|pedro ximenez|marques de riscal|chupa chups|cruz roja|natura|
    martha stewart|hamilton beach|jack daniel|jack daniels|honda|morgan library|guarana antarctica|toddy|arno|maria filo|
    ralph lauren|calvin klein|hugo boss|carolina herrera|louis vuitton|
    christian dior|yves saint laurent|giorgio armani|emporio armani|adolfo dominguez|purificacion garcia|
    pedro del hierro|roberto verino|victoria beckham|michael kors|kate spade|tory burch|marc jacobs|vera wang|
    oscar de la renta|jean paul gaultier|paco rabanne|coco chanel|estee lauder|ted baker|paul smith|
    stella mccartney|salvatore ferragamo|roberto cavalli|dolce gabbana|tommy jeans|levi strauss|
    mercedes benz|ben jerry|marks spencer|johnson johnson|procter gamble|ray ban|hewlett packard|
    kenneth cole|ferrari|lamborghini|porsche|harry potter|walt disney|mickey mouse|jack daniels|john deere|
    dr martens|ronald mcdonald|tim hortons|magazine luiza|casas bahia|marks spencer|dunkin donuts|mr coffee|
    echo dot|kindle|martin luther king|dr pepper|wells fargo|liberty mutual|chase bank|
    ford ka|ford ranger|ford fiesta|ford focus|ford mustang|ford transit|ford escape|ford explorer|ford fusion|
    ford puma|ford kuga|ford bronco|ford maverick|ford mondeo|ford galaxy|ford ecosport|ford territory|
    santander|instagram|facebook|whatsapp|telegram|tiktok|youtube|google|amazon|netflix|spotify|uber|rappi|
    ifood|shopee|magalu|telcel|movistar|vodafone|verizon|mapfre|allianz|bradesco|itau|nubank|bancolombia|
    banorte|bbva|paypal|bizum|redsys|carrefour|walmart|costco|ikea|samsung|xiaomi|salesforce|zendesk|
    grafana|airbnb|doordash|instacart|mercado libre|mercado pago|leroy merlin|el corte ingles|
    cielo|renner|riachuelo|safra|seur|charles schwab|morgan stanley|goldman sachs|merrill lynch|jp morgan|
    chase sapphire|adobe acrobat|carmen steffens|tommy bahama|ruths chris|harper collins|harpercollins|
    best buy|home depot|trader joes|whole foods|dicks sporting goods|johns hopkins|mayo clinic|mercadona|lidl|
    eroski|alcampo|hipercor|decathlon|primark|bershka|stradivarius|oysho|pull bear|lojas americanas|boticario|
    o boticario|havaianas|pao de acucar|atacadao|centauro|kabum|submarino|ponto frio|
    santiago bernabeu|camp nou|benito villamarin|ramon sanchez pizjuan|jose alvalade|mane garrincha|morumbi|
    maracana|gregorio marañón|ramon y cajal|albert einstein|
    charles de gaulle|ronald reagan|john f kennedy|adolfo suarez|benito juarez|jorge chavez|tancredo neves|
    santos dumont|juscelino kubitschek|simon bolivar|tom jobim|
    jira|kafka|django|django admin|holded|asana|okta|shopify|trello|hubspot|freshdesk|confluence|bitbucket|
    datadog|kibana|splunk|jupyter|odoo|lenovo|huawei|motorola|nokia|peugeot|citroen|
    hyundai|toyota|nissan|mazda|subaru|skoda|
    kohls|macys|wendys|dennys|arbys|sainsburys|levis|kelloggs|lockheed martin|ruby on rails|sanborns|ricardo eletro|drogasil|
    perdigao|sadia|bauducco|seat leon|fiat toro|chevrolet onix|grupo bimbo|
    dell|dillard|dillards|kaiser permanente|betty crocker|droga raia|pernambucanas|juan valdez|
    madison square garden|wembley|fenway park|reagan national|logan airport|george bush intercontinental|
    walgreens|duane reade|dana-farber|dana farber|sloan kettering|md anderson|
    cedars-sinai|cedars sinai|vera bradley|j.b. hunt|jb hunt|fred meyer|marie callender|marie callenders|
    chef boyardee|falabella|coppel|leche pascual|ramon bilbao|pepe jeans|tramontina|arezzo|
    jorge bischoff|cia hering|
    tio joao|dona benta|tio pepe|aunt jemima|uncle bens|sam adams|ana hickmann|habibs|loewe|gerdau|hijos de rivera|
    estrella galicia
""".replace("\n", "").split("|"))

# Car makes: the word after one is its model ("Seat León", "Fiat Toro", "Chevrolet Onix"). Not
# "Mercedes" nor "Kia", first names as often.
CAR_MAKES = _bare_set(
    """
    seat fiat chevrolet chevy ford toyota honda renault volkswagen vw nissan peugeot citroen tesla bmw
    audi hyundai jeep dodge volvo skoda mazda subaru suzuki mitsubishi chery byd
    """
)

# A word before a surname that makes it a business or a place named after someone
# ("Restaurante Ramos", "Loja Moreira", "Farmacia López", "Grupo Ochoa", "Hotel Miranda"),
# or a saint's name a place ("San Diego", "Santa Monica", "São Paulo", "St. Mary's"), or the
# acronym of a kind of school or health unit named after someone ("CEIP Miguel Hernández",
# "EMEF Paulo Freire", "UBS Dr. Carlos Chagas"), or a ship ("el crucero Costa Fortuna"), or a
# feature of the land ("Ilha Grande", "Lake Louise"); "Serra", "Vale", "Monte" are surnames as often.
BUSINESS_BEFORE = _bare_set(
    """
    restaurante restaurant loja lojas tienda tiendas farmacia farmacias pharmacy drogaria hotel hostal pousada posada bar cafe
    liceo mercadinho mercearia ies ceip
    quitanda auditorio auditório auditorium ponte puente estadio estádio premio prêmio prize award
    cafeteria museo museum museu clinica clinic consultorio colegio escuela escola school hospital banco
    bank edificio building panaderia padaria bakery pasteleria pastelaria confeitaria academia taller
    optica otica opticas oticas supermercado mercado market libreria livraria ferreteria peluqueria galeria gallery
    teatro theatre theater cine cinema estudio studio fundacion fundacao foundation instituto institute
    universidad universidade university club centro center centre parque park estacion estacao station
    aeropuerto aeroporto airport lavanderia mercearia papelaria inmobiliaria imobiliaria constructora
    construtora editora editorial boutique salon salao spa gimnasio gym shop store almacen almacenes
    armazem bodega pizzeria pizzaria taberna tasca cerveceria marisqueria churrascaria lanchonete joyeria
    joalheria perfumeria despacho bufete escritorio agencia agency laboratorio laboratory empresa company
    compania companhia grupo group iglesia igreja church chapel capilla capela catedral cathedral parroquia
    estadio stadium arena ponte puente bridge viaduto tunel mutua palace parador
    notaria cartorio tabelionato meson churreria taqueria pulperia cantina bodegon asador boteco emporio bistro
    parrilla churrasqueira
    paroquia parish san santa santo sao saint st sant ste transportes transportadora sucursal filial branch
    gestoria laticinios bazar armarinho floristeria
    ceip cra ies ipep cepa emef emei ee etec ciep cmei upa ubs
    crucero cruzeiro cruise ship navio buque ferry yate yacht
    virgen virgem festa fiesta
    ilha isla lake mount praia playa bahia baia chapada
    lagoa embalse represa reservoir biblioteca library
    festival laboratorios laboratórios
    seguros seguradora mudanzas mudancas bodegas muebles moveis viajes inversiones servicios suministros
    concesionario concessionaria
    limpiezas materiais calzados calcados zapaterias aeroparque
    colecao colecoes coleccion colecciones collection collections linha linea modelo modelos cor
    construcciones construcoes reformas talleres autoescuela autoescola distribuciones distribuidora
    fontaneria serralheria carpinteria carpintaria marcenaria cerrajeria chaveiro vidraceria vidrieria tapiceria
    tapecaria floristeria floricultura funeraria drogueria relojoaria relojeria zapateria sapataria barberia
    barbearia tintoreria imprenta grafica papeleria merceria carniceria acougue fruteria pescaderia peixaria
    sorveteria heladeria serraria aserradero metalurgica madeireira maderera autopecas magazine
    instalaciones instalacoes climatizacion climatizacao electricidad eletrica refrigeracion refrigeracao
    reparaciones reparacoes mantenimiento manutencao pinturas
    metro subte
    trofeu trofeo trophy medalha medalla aerodromo ginasio gremio parada advocacia ciudad cidade
    cd ud sd cf fc ec
    """
)
# A word after a surname that makes it a business ("Moreira Modas", "Santos Calçados",
# "McCarthy's Diner", "Ruiz Seguros"), or a hospital, a school or a monument ("Mercy General",
# "Lincoln Memorial", "Harvey Milk Middle School").
BUSINESS_AFTER = _bare_set(
    """
    modas moda calcados calzados shoes motors motores foods alimentos store stores shop shops market outlet outlets
    floristas bakeshop
    diner restaurant cafe bakery pharmacy farmacia hotel hotels museum gallery studio studios textil
    textiles seguros insurance imports importaciones importadora distribuciones distribuidora transportes
    transportadora viajes viagens travel tours muebles moveis furniture joyas joias jewelers jewellers
    autos automoveis electronics eletronicos comunicaciones telecom imoveis imobiliaria inmobiliaria realty properties
    editores room rooms eventos events cruzeiros cruceros cruises homes
    publishing ediciones edicoes opticos farma pharma labs laboratorios dental odontologia veterinaria
    pub inn bistro boutique salon church chapel cathedral school college academy hospital clinic infirmary
    warehouse depot branch elementary
    engenharia ingenieria engineering asesores assessores foundation fundacion fundacao
    station estacion estacao airport aeropuerto aeroporto general memorial garden gardens plaza mall yards
    stadium intercontinental university universidad universidade institute instituto high
    plumbing heating roofing electrical flooring landscaping locksmiths hardware sale clearance
    mutual bank banco terminal bridge tunnel center centre library island isle method
    pro max plus mini ultra lite
    prize award medal trophy arena dome forum erp crm
    river festival regatta vet vets veterinary
    athletic academical rovers wanderers hotspur albion
    deli delis florist florists bakeries diner diners
    """
)

# Goods a brand follows ("um notebook Positivo", "la nevera Balay", "my phone Alcatel"): a word
# right after one of them is its make, not a person.
PRODUCT_NOUNS = _bare_set(
    """
    capinha capinhas carcasa carcasas esmalte esmaltes batom vaso jarron vase
    notebook notebooks laptop laptops portatil computador computadora ordenador tablet celular celulares movil
    telefone telefono phone smartphone tv televisor televisao geladeira nevera refrigerador fridge fogao
    microondas microwave lavadora lavadoura impressora impresora printer camara camera fone auriculares
    headphones consola console videogame relogio reloj smartwatch aspiradora aspirador cafeteira cafetera
    liquidificador licuadora batidora blender vino vinos vinho vinhos wine wines cerveza cerveja beer
    charger chargers cable adapter battery monitor keyboard router modem speaker speakers earbuds cargador
    case cases strap straps capa capas funda fundas
    adaptador bateria funda carregador cabo teclado roteador caixinha
    sofa sofas sillon sillones couch couches armchair armchairs chair chairs silla sillas cadeira cadeiras
    poltrona poltronas lamp lamps lampara lamparas luminaria luminarias colchon colchones colchao colchoes
    mattress mattresses jacket jackets chaqueta chaquetas jaqueta jaquetas polo polos camisa camisas shirt shirts
    shoes zapatos zapatillas sapatos tenis sneakers boots botas sandals sandalias bolso bolsos bag bags
    handbag handbags perfume perfumes fragrance fragrances panela panelas sarten sartenes cookware
    biscoitos galletas cookies biscuits chocolates aceite azeite jamon jeans vestido vestidos dress dresses
    watch watches gafas oculos sunglasses hamper hampers papel uniforme uniformes farda fardas
    kettle kettles hervidor hervidores chaleira chaleiras headset headsets tote totes toaster toasters
    tostadora tostadoras torradeira torradeiras replacement replacements
    brinco brincos colar colares pulseira pulseiras anel aneis pingente earring earrings necklace necklaces
    bracelet bracelets pendant pendants collar collares pulsera pulseras anillo anillos
    cinto cintos cinturon cinturones belt belts sabonete sabonetes jabon jabones soap soaps biscoito galleta
    cookie bolinho bolinhos salsa zumo jugo suco pumps heels loafers mochila mochilas backpack backpacks
    tequila whisky vodka cachaca guarana refrigerante
    """
)

# Software a product or a service is named like a person in ("the Jenkins build", "Watson bot",
# "jenkins plugin fix", "la skill de Alexa" aside): a single name-word right before one is the
# product's name, with or without an article; a person's would take "'s". After one and "de"
# it is the product's too ("el pipeline de Jenkins", "o servidor do Kafka").
SOFTWARE_NOUNS = _bare_set(
    """
    build builds plugin plugins bot bots chatbot integration integrations skill skills extension extensions
    app apps aplicativo aplicativos aplicacion aplicaciones
    pipeline pipelines sdk api server servers job jobs widget assistant
    servidor servidores integracion integraciones integracao integracoes extension extensiones extensao
    complemento complementos subscription subscriptions panel painel paineis suscripcion suscripciones
    assinatura assinaturas
    log logs dashboard dashboards console cluster clusters workflow workflows script scripts webhook webhooks
    repo repos repository deploy deployment deployments
    """
)

# What a shop sells under a name of its own, that name in quotes after it ("Pack «Paz y Amor»",
# "o kit “Maria Bonita”", "the “Grace” bundle"): an offer's name, nobody's.
OFFER_NOUNS = _bare_set(
    """
    pack packs kit kits combo combos set sets caja cajas box boxes lote lotes bundle bundles coleccion
    colección colecao coleção collection edicion edición edicao edição edition plan plano tarifa promo
    promocion promoción promocao promoção oferta offer modelo model linea línea linha line serie série series
    menu menú cardapio cardápio bouquet ramo cesta hamper
    """
)

# Software, languages and services that bear a person's name or read as one ("Jenkins", "Hudson",
# "Hugo", "Julia", "Ruby", "Alfred", "Cassandra"), and tools a support team names beside them.
# A person's name as often: one is software only where the message talks of software (TECH_TALK)
# or lists it with another. The tools among BRANDS ("Jira", "Kafka") are software wherever they stand.
SOFTWARE_NAMES = _bare_set(
    """
    jenkins hudson alfred bugzilla hugo jekyll julia ruby ada pascal perl haskell erlang elixir crystal dart
    kotlin swift scala clojure delphi flask rails laravel symfony ansible cassandra sentry jasper pandas
    selenium cypress travis bamboo mercurial zabbix nagios alfresco magento drupal joomla wordpress moodle
    gitea gerrit odoo protheus redmine trac mantis slack zoom
    siri alexa cortana bixby aura tobi watson maven gradle hadoop spark hive flink
    airflow luigi celery redis postgres mongo oracle heroku vercel netlify docker kubernetes helm terraform
    vagrant consul vault nomad prometheus loki tempo jaeger zipkin kong traefik nginx apache tomcat jetty
    gatsby ghost strapi sanity intercom marketo mailchimp sendgrid twilio stripe adyen klarna zapier notion
    obsidian evernote dropbox figma canva miro tableau looker metabase superset redash outlook sharepoint
    onedrive workday lastpass bitwarden basecamp clickup airtable bugsnag rollbar pagerduty opsgenie logstash
    fluentd buildkite teamcity octopus argo spinnaker sonarqube nexus artifactory harbor puppeteer mocha
    jasmine karma jest sinon chai enzyme webpack babel
    """
)
# Words that say a line talks of software: releases and versions, migrations, deploys, servers,
# builds, what a thing is written in or runs on, outages. Not "update" or "app": customers update
# their details and use the shop's app.
TECH_TALK = regex.compile(
    r"(?<![\p{L}])(?i:release notes?|releases?|notas de (?:la )?versi[óo]n|notas da vers[ãa]o|versi[óo]n|vers[ãa]o|"
    r"version|migrations?|migraci[óo]n|migra[çc][ãa]o|deploy(?:ed|ment)?|despliegue|servers?|servidor(?:es)?|"
    r"pipelines?|builds?|plugins?|written in|escrit[oa] en|escrit[oa] em|runs on|corre en|roda (?:no|na|em)|"
    r"frameworks?|backend|frontend|databases?|base de datos|banco de dados|repositor(?:y|io|ies|ios)|"
    r"repos?|apis?|sdk|integrations?|integraci[óo]n(?:es)?|integra[çc](?:[ãa]o|[õo]es)|outages?|downtime|"
    r"instances?|instancias?|inst[âa]ncias?|clusters?|scripts?|software|sync(?:s|ed)?|"
    # a scheduled job's words ("why Jenkins failed the nightly export", "ha fallado Pascal en la exportación")
    r"nightly|exports?|exportaci[óo]n|exporta[çc][ãa]o|cron(?:jobs?)?|webhooks?|dashboards?)(?![\p{L}])")

# Songs, books and films titled with a person's name that support messages name most (a shop's
# returns, a hold-music survey, a bookshop's stock), and the words that say a message is about
# such works: there, the title is nobody's name ("Hey Jude or Billie Jean", "Dom Casmurro").
WORKS = frozenset(" ".join(t.split()) for t in """
    hey jude|billie jean|jolene|sweet caroline|roxanne|layla|eleanor rigby|proud mary|peggy sue|
    johnny b goode|mrs robinson|rosanna|delilah|barbara ann|mandy|rhiannon|valerie|angie|michelle|
    jane eyre|harry potter|oliver twist|david copperfield|anna karenina|madame bovary|robinson crusoe|
    sherlock holmes|moby dick|lolita|matilda|heidi|emma|don quixote|don quijote|pedro paramo|
    dona barbara|marianela|la celestina|martin fierro|platero y yo|dom casmurro|iracema|quincas borba|
    memorias postumas de bras cubas|bras cubas|macunaima|gabriela cravo e canela|dona flor e seus dois maridos|
    tieta do agreste|luciola|senhora|helena|capitu|little women|wuthering heights|great expectations|
    cien anos de soledad|la casa de bernarda alba|bernarda alba|capitaes da areia|grande sertao veredas|
    grande sertao|asa branca|la bamba|garota de ipanema
    """.split("|"))
WORK_WORDS = _bare_set(
    """
    song songs track tracks album albums playlist music book books novel novels film films movie movies
    cancion canciones tema temas disco discos libro libros novela novelas pelicula peliculas musica
    livro livros romance romances filme filmes musicas faixa faixas
    picks recomendados recomendaciones sugestoes indicacoes
    dvd dvds vinyl vinilo vinil edition edicion edicao
    """
)

# Articles and possessives a verb's object opens with ("close my ticket", "cerro mi incidencia",
# "fechou o chamado"): a word of the language before one is a verb, not a surname. Not the
# Spanish and Portuguese pronouns that stand before their verb ("alberto cruz me dijo").
VERB_OBJECTS = frozenset(
    """
    mi mis tu tus su sus el un una unos unas este esta ese esa
    my your his her its our their the an it him them us this these those
    meu minha meus minhas seu sua seus suas um uma nosso nossa esse essa
    """.split()
)

# A team's own words: a team signs with one ("Time de Disputas"), a form's "Equipo:" line may
# greet it, and after "our" its member is a person ("de nuestro equipo").
# What a family's name goes before when it names a firm, a band or a fund ("the Margolis Family
# Foundation", "the Ortiz family business").
FAMILY_FIRM_WORDS = ("foundation trust fund office offices practice business company firm farm farms winery vineyard "
                     "vineyards restaurant bakery dental clinic law estate foods hotel inn band circus").split()
TEAM_WORDS = frozenset("team staff squad equipo equipe time plantilla".split())

# Fields and columns that hold a person's name, in forms, tables and tools' replies
# ("Cliente: …", "customer_name=…", '"titular": "…"', a CSV column headed "nombre").
# Fields and columns that hold a place, a product or a team, never a person: the value of
# `city="Austin"`, `"team": "Phoenix"`, a "product" column's "Florence Lamp".
THING_FIELDS = frozenset(
    """
    city town ciudad cidade localidad localidade municipio município state estado provincia province
    poblacion población povoado hotel hotels venue
    country pais país region región região street calle rua address direccion dirección endereco
    endereço bairro barrio colonia district distrito county team equipo equipe squad product producto
    produto products productos produtos sku item article articulo artigo brand marca model modelo
    color colour cor store tienda loja branch sucursal filial warehouse almacen almacén depot
    company empresa courier carrier transportadora service servicio serviço plan tier collection
    coleccion colección coleção category categoria categoría destination destino origin origen
    station estacion estación estacao estação airport aeropuerto aeroporto hospital school escuela escola
    campaign campaña campana campanha promo promocion promoção promocao coupon cupon cupom
    merchant comercio comerciante vendor seller vendedor shop
    dest airline aerolinea aerolínea cia companhia plano tarifa
    location ubicacion ubicación localizacao localização lugar site sede unidade unidad office oficina
    escritorio escritório department dept departamento depto area área sector setor queue cola fila
    title puesto cargo position posicion posición posicao posição role rol funcao função shift turno
    channel canal via method metodo método employer empleador empregador workplace
    origem tags tag sponsor patrocinador patrocinadora patrocinio patrocínio
    engine motor renderer backend voice voz assistant asistente assistente font typeface theme tema
    variant variante breed raza raça raca dish plato prato drink bebida flavour flavor sabor building edificio
    horse caballo cavalo stable cuadra haras pet pets mascota mascotas mascote pet_name pet_profile
    vessel ship barco navio buque cruise crucero cruzeiro cocktail coctel cóctel coquetel recinto
    conditions condiciones condições condicoes patologias patologías pathologies diagnosis diagnostico diagnóstico
    manufacturer maker builder fabricante fabricant mirror espejo espelho target alvo objetivo
    language lenguaje linguagem runtime launch_site lanzamiento lançamento lancamento
    lender prestador emprestador supplier proveedor fornecedor
    """.split()
)
# Keys are compared bare too ("serviço" as "servico").
THING_FIELDS = THING_FIELDS | frozenset(bare(field) for field in THING_FIELDS)


# A shop's or a company's departments: after a particle they say where someone works, not their
# surname ("Celeste do estoque", "Melania da loja", "Modesto del almacén", "Faith from the warehouse").
DEPARTMENTS = _bare_set(
    """
    loja tienda store shop estoque stock almacen almacén armazem armazém warehouse deposito depósito
    suporte soporte support billing facturacion facturación faturamento financeiro finanzas finance
    recepcion recepción recepcao recepção reception portaria porteria portería conserjeria conserjería
    ventas vendas sales atendimento atencion atención logistica logística logistics compras purchasing
    devoluciones devolucoes devoluções returns reclamaciones reclamacoes reclamações complaints
    contabilidad contabilidade accounts accounting juridico jurídico legal marketing oficina escritorio
    escritório office sucursal filial branch agencia agência taller oficina workshop cocina cozinha kitchen
    servicio serviço servico service asistencia assistência assistencia helpdesk help
    caja caixa checkout expedicion expedición expedicao expedição shipping envios envíos dispatch
    shift turno chat
    posventa postventa pos-venta pós-venda pos-venda posvenda siniestros sinistros cobranzas cobranza cobros
    cobrança cobranca cobranças cobrancas collections retención retencion retenção retencao retention ouvidoria
    cambios trocas exchanges reclamos fraude
    diretoria directoria direccion dirección direcao direção gerencia gerência management board administracion
    administración administracao administração compliance auditoria auditoría audit riesgos riscos seguridad
    seguranca segurança security sistemas recursos rrhh
    stand stands estande estandes booth booths quiosco quiosque kiosk mostrador balcao balcão
    qa devops sre
    """
)


PERSON_FIELDS = frozenset(
    """
    name full_name fullname customer_name client_name nombre nombre_cliente nombre_completo nome
    nome_cliente nome_completo cliente clienta customer client titular holder account_holder
    solicitante requester reporter assignee asignado responsable responsavel owner dueno duena
    contact contacto contato usuario usuário user recipient consignee consignatario consignatário destinatario
    destinatário remitente from de
    para to cc bcc cco attn responsável dueño dueña codueño codueña dueno duena codueno coduena
    primary_contact contact_person contact_name contacto_principal contato_principal nombre_y_apellidos
    assigned_to asignado_a asignada_a atribuido_a atribuida_a
    nome_e_sobrenome account_owner account_manager caller atendente agente agent asesor asesora gestor gestora
    vendedor vendedora seller interesado interesada beneficiario beneficiaria beneficiário payer payee pagador
    remetente sender paciente patient passenger pasajero pasajera passageiro passageira favorecido favorecida
    dono proprietario proprietaria propietario propietaria watcher watchers follower followers seguidores
    organizer organiser organizador organizadora organizacao organização convoca guests invitados convidados
    participants participantes attendees
    approved_by aprobado_por aprobada_por aprovado_por aprovada_por blocked_by bloqueado_por bloqueada_por
    signed_by firmado_por assinado_por reviewed_by revisado_por approver aprobador aprovador reviewer revisor
    encuestado encuestada respondent entrevistado entrevistada
    mediador mediadora corretor corretora broker adjuster ajustador ajustadora perito perita
    inquilino inquilina tenant employee empleado empleada funcionario funcionaria dependent dependiente dependente
    witness testigo testiga testemunha conforme who display_name displayname
    consultor consultora consultant beneficiary nom nom_complet
    segurado segurada asegurado asegurada insured policyholder vistoriador vistoriadora
    ordenante approved aprobado aprobada aprovado aprovada
    landlord landlady lessor lessee locador locadora locatario locataria arrendador arrendadora arrendatario
    arrendataria fiador fiadora avalista guarantor sacador sacadora sacado sacada
    plaintiff defendant claimant demandante demandado demandada autor autora reu
    counsel attorney lawyer solicitor abogado abogada letrado letrada advogado advogada procurador procuradora
    judge juez jueza magistrado magistrada juiz juiza juíza réu ré locatário locatária filiação
    executor executrix albacea testamenteiro testamenteira heir heredero heredera herdeiro herdeira
    trabajador trabajadora trabajador/a trabalhador trabalhadora filiacao
    student alumno alumna alumno/a aluno aluna aluno/a estudiante estudante pupil
    buddy mentor mentora padrino madrina padrinho madrinha
    applicant co-applicant coapplicant cotitular proponente coproponente reclamante perceptor perceptora
    suplente guardian guardians responsables responsaveis responsáveis renter driver drivers cn
    conductor conductora conductores condutor condutora condutores
    team_lead crew_lead tech_lead shift_lead jefe_de_equipo jefa_de_equipo jefe_de_turno jefa_de_turno
    chefe_da_equipe chefe_de_equipe lider_de_equipe lider_de_equipo encargado encargada encarregado encarregada
    investigator principal_investigator co-investigator coinvestigator investigador_principal
    guide guia guía learner aprendiz signer firmante otorgante outorgante tenor soprano alto contralto baritone
    barítono baritono moderator moderador moderadora crew tripulación tripulacao tripulação
    collected_by recogido_por recogida_por coletado_por coletada_por received_by recibido_por recibida_por
    recebido_por recebida_por witnessed witnessed_by performed_by realizado_por realizada_por
    instructor instructora instrutor instrutora coach entrenador entrenadora treinador treinadora
    captain capitan capitán capitana capitao capitão skipper commander comandante
    huesped huésped huespedes huéspedes hospede hóspede hospedes hóspedes guest
    creator author lastmodifiedby last_modified_by modified_by credit credits absent missing ausente ausentes
    investigadora_principal coinvestigador coinvestigadora pesquisador_responsavel pesquisadora_responsavel
    copesquisador copesquisadora supervisor supervisora coordinator coordinador coordinadora coordenador
    coordenadora
    """.split()
)

# Fields and columns that hold one part of a person's name: a surname ("last_name=rowe",
# "apellidos;…") or a first name ("first_name": "KEITH"). Compared bare (recognizers.names.words.bare).
SURNAME_FIELDS = frozenset(
    """
    surname surnames last_name lastname family_name familyname family_names familynames family apellido apellidos primer_apellido
    name_on_back nombre_a_la_espalda nome_nas_costas
    segundo_apellido sobrenome sobrenomes ultimo_nome sn
    """.split()
)
# The short keys a URL's query names a person's parts with ("?first=Ana&last=Souza"): only there,
# where "key=" says they are keys and not the words "first" and "last".
QUERY_SURNAME_KEYS = frozenset("last lname family".split())
QUERY_PART_KEYS = QUERY_SURNAME_KEYS | frozenset("first fname given".split())
FIRST_NAME_FIELDS = frozenset(
    """
    first_name firstname given_name givenname given_names givennames given forename nombres primer_nombre
    primeiro_nome prenome prenom prenoms nombre_de_pila
    """.split()
)

# Colours' words, which follow a word named as people are when it is a colour ("Ruby red", "Rose
# gold", "luz roja", "rosa choque"), bare.
COLOURS = frozenset(
    """
    red green blue gold golden silver pink yellow black white grey gray purple orange brown beige navy teal
    rojo roja verde azul dorado dorada plateado plateada rosa rosado rosada amarillo amarilla negro negra blanco
    blanca gris morado morada naranja marron celeste turquesa fucsia vermelho vermelha dourado dourada prateado
    prateada amarelo amarela preto preta branco branca cinza roxo roxa laranja marrom choque
    lila lilas lilás violeta violet lavanda lavender malva mauve
    """.split()
)

# A chat's "ok" opening a message before the name it addresses ("blz rosiane achei aqui"), bare.
ACKNOWLEDGEMENTS = frozenset("ok okay okey k vale blz beleza dale listo perfecto perfeito show".split())

