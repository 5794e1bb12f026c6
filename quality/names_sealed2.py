"""The second sealed PERSON set: customer-support text in English, Spanish and Brazilian Portuguese.

Written by someone who never read the recognizer, its word and name lists, nor any other set's
templates; whoever tunes the recognizer must not read this file either. It is measured as a table
only (`python -m quality.names_eval --templates sealed2`): once its misses are read it stops being
a measure, and the next sealed set takes its place.

People come from quality/names_sources.py (US Census 1990, IBGE 2010, gender-guesser's dictionary,
Faker's surname tables), never from names-dataset, where the recognizer's own lists come from; about
one in twelve is Chinese or Eastern European, from more columns of the same dictionary and Faker's
Czech and Romanian surname tables (see _other_origin).

A template is text with two kinds of holes:
- `[[A]]` a person's name, labelled PERSON exactly (no title, no "'s", no punctuation). Slots A-D
  are up to four people of one message; `[[A.form]]` writes slot A in another form:
  first (first name alone), last (first surname alone, after a title), fl (first name and first
  surname), init ("J. Smith"), hyph (a hyphenated double surname), part (a particle or a middle
  initial: "Ana dos Santos", "Juan del Valle", "Mary J. Hill"), word (a name made of a word:
  Hope, Rosa, Paz, Cruz, Dias, Leão ...), wfirst (such a first name alone).
- `{{...}}` filler that is no person and stays unlabelled: {{A.email}}, {{A.sr}} (a title for
  slot A), {{S}} (a surname in a company or street name), {{phone}}, {{order}}, {{amount}},
  {{time}}, {{n}}.
A template without `[[` holds no person at all, only words that look like names.

Casing classes, as the scorer reads them: "as written"; "ALL CAPS" alternates the whole message
upper-cased and only the names upper-cased (pasted from a form); "lower case" is mostly the whole
message lower-cased, sometimes only the names, and half of its messages have accents folded away
(María -> maria), as people type in chat.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import census, es_surnames, faker_table, fold, known_parts, person, pt_surnames

SEED = 20261202

LANGUAGES = ("en", "es", "pt")


@dataclass
class Sealed2Message(NameMessage):
    """A message of the sealed2 set (its names carry the form they were written in)."""


# Names that are also words. Each is checked against the sources below (see _words): only those
# a source holds are used, so every label stays a name from a source.
_WORD_FIRST = {"en": "Hope Will Mark Grace Faith Joy June April Dawn Rose Bill Rusty",
               "es": "Rosa Paz Luz Abril Rocío Dolores Soledad Consuelo Amparo Pilar Blanca",
               "pt": "Rosa Luz Glória Graça Vitória Aurora Socorro"}
_WORD_LAST = {"en": "Rich Young King Bush Black White Price Strong Brown Cross Hope",
              "es": "Cruz Paz Rey León Prieto Bravo Calvo Rubio Blanco Moreno Delgado",
              "pt": "Dias Leão Rocha Coelho Carneiro Pinto Ramos Lobo Porto Campos Cruz Paz"}
# Surnames with a particle, as written after the first name.
_PARTICLED = {"es": ("del Valle", "del Río", "del Pino", "de la Fuente", "del Castillo", "de León",
                     "de la Cruz", "de Castro", "del Moral"),
              "pt": ("da Silva", "dos Santos", "do Nascimento", "da Costa", "de Oliveira", "de Souza",
                     "dos Reis", "da Cruz", "do Carmo", "de Lima", "da Conceição", "dos Anjos")}

_TITLES = {"en": {"F": ("Ms.", "Mrs.", "Dr."), "M": ("Mr.", "Dr.")},
           "es": {"F": ("Sra.", "Dra."), "M": ("Sr.", "Dr.")},
           "pt": {"F": ("Sra.", "Dra."), "M": ("Sr.", "Dr.")}}


def _words(table: dict) -> dict:
    parts = known_parts()
    return {lang: tuple(w for w in words.split() if fold(w).casefold() in parts) for lang, words in table.items()}


TEMPLATES: dict[str, list[str]] = {
    "en": [
        # chat lines
        "hi this is [[A]], my order {{order}} never showed up?? can someone check",
        "thanks [[A.first]]!! you're a lifesaver",
        "can u ask [[A.wfirst]] to call me back, was promised friday",
        "hi it's [[A.first]] again (account is under my husband [[B]]), still no refund",
        # emails
        "Hello,\n\nI spoke with [[B.first]] yesterday about the refund for {{order}} but nothing has happened.\n\n"
        "Kind regards,\n[[A]]\n{{phone}}",
        "> On Mon, [[A]] <{{A.email}}> wrote:\n> Still waiting on my replacement.\n\nHi [[A.first]], sorry about "
        "that. [[B.first]] from our returns team will sort it out today.\n\nBest,\n[[C.fl]]",
        "To: [[A]] <{{A.email}}>; [[B]] <{{B.email}}>\nSubject: Your warranty claim {{order}}",
        # tables and logs
        "name,email,phone\n[[A]],{{A.email}},{{phone}}\n[[B]],{{B.email}},{{phone}}",
        "[[A.fl]],{{A.email}},{{amount}},refunded",
        "ts=2026-03-14T10:22:05Z level=info agent=[[A.first]] customer=\"[[B]]\" action=refund order={{order}}",
        '{"customer": {"name": "[[A]]", "email": "{{A.email}}"}, "status": "shipped", "carrier": "UPS"}',
        "<p>Dear [[A.first]],</p><p>Your appointment with {{B.sr}} [[B.last]] is confirmed for Tuesday at "
        "{{time}}.</p>",
        "Order {{order}} | Ship to: [[A]] | 42 Main St, Springfield | Tel {{phone}}",
        # SMS, courier, bank
        "Your courier [[A.first]] is 10 min away. Reply STOP to opt out. Ref {{order}}",
        "Delivery update: parcel {{order}} signed for by [[A.part]] at 14:02.",
        "Driver [[A]] reported nobody was home. Card left. Next attempt Monday.",
        "Zelle payment from [[A]] on 03/12, ref {{order}}, {{amount}}",
        # call-centre and CRM notes
        "Call notes: caller identified as [[A]] (DOB verified). Says the card was declined at Walmart twice. "
        "Escalated to [[B.init]].",
        "Customer [[A.hyph]] called about billing. {{A.sr}} [[A.last]]'s callback number is {{phone}}.",
        "Spoke to the account holder's partner, [[A]], who confirmed the address near Victoria Station.",
        "Ticket reassigned from [[A.init]] to [[B.fl]]; reason: out of office until June.",
        "Will {{A.sr}} [[A.last]] please contact support about case {{order}}.",
        "Per [[A.wfirst]] in billing the credit should post in 3-5 business days.",
        "[[A.word]] left a 1-star review saying the grace period was never applied.",
        "Please mark [[A]] as VIP, they have been with us since 2015.",
        # appointments, forms, lists, possessives
        "Appointment booked: [[A]], Thursday 9:30am, with [[B.fl]] (hygienist). Prefers texts.",
        "Full name: [[A]]\nAccount: {{order}}\nComplaint: the technician never showed up and nobody called.\n"
        "Preferred contact: email",
        "Attendees: [[A]], [[B]], [[C.init]] and [[D.first]] from accounts.",
        "[[A.first]]'s package was left at the wrong door; the neighbour, [[B]], has it.",
        "[[A.first]] here, any update on the return? order {{order}}",
        "Refund approved (supervisor: [[A.init]]). Customer notified by email.",
        "<tr><td>[[A]]</td><td>{{A.email}}</td><td>Gold</td></tr>",
        "Hi [[A.first]], [[B.first]] and [[C.first]] are copied. Please bring ID to the Rose Bowl box office on "
        "Saturday.",
        # no person
        "Your order {{order}} has shipped via FedEx and will arrive Friday. Track it in the Amazon app.",
        "Grace period ends March 31. Please pay the balance of {{amount}} to avoid late fees.",
        "Pickup point: Victoria Station, Platform 9, lockers next to Marks & Spencer.",
        "{{S}} & Sons Plumbing, invoice {{order}}, Net 30. Questions: billing@example.com",
        "status=ok queue=Priority team=\"Tier 2\" region=\"New England\" order={{order}}",
        "Name:\nEmail:\nPhone:\nPreferred Contact Method:\n(please fill in all fields)",
        "Reminder: Martin Luther King Jr. Day closes our Washington and Lincoln offices on Monday.",
        '{"product": "Johnson & Johnson Baby Shampoo", "sku": "{{order}}", "qty": 2, "store": "Walgreens"}',
        "Please Confirm Your Booking\nCheck-in: Saturday\nRoom: Deluxe King\nHotel: Hilton Garden Inn",
        "Customer Service Manager, Account Executive and Head of Sales will join the Q3 review. Dial-in: {{phone}}",
        "<h2>Returns Policy</h2><p>Items bought at Macy's or Dillard's outlets can be returned within 30 days.</p>",
        "Hope this helps! Let us know if the Ford Focus recall letter hasn't arrived by April.",
        "Priority: High\nAssigned Team: Billing Ops\nStatus: Waiting on Customer\nChannel: Chat",
    ],
    "es": [
        "hola soy [[A]], mi pedido {{order}} no ha llegado todavía",
        "gracias [[A.first]]!! me salvaste el día",
        "pregúntale a [[A.wfirst]] si ya salió el paquete porfa",
        "hola, soy [[A.first]] otra vez (la cuenta está a nombre de mi marido, [[B]]), sigo sin reembolso",
        "Buenas tardes:\n\nLes escribo porque la factura de marzo sale a nombre de [[B]] y no al mío.\n\n"
        "Un saludo,\n[[A]]\n{{phone}}",
        "El lun., [[A]] <{{A.email}}> escribió:\n> Sigo sin recibir el reembolso.\n\nHola [[A.first]], disculpa "
        "la demora. [[B.first]], de devoluciones, lo revisa hoy.\n\nSaludos,\n[[C.fl]]",
        "Para: [[A]] <{{A.email}}>; [[B]] <{{B.email}}>\nAsunto: Su reclamación de garantía {{order}}",
        "nombre;correo;teléfono\n[[A]];{{A.email}};{{phone}}\n[[B]];{{B.email}};{{phone}}",
        "[[A]],{{A.email}},Madrid,{{amount}}",
        "ts=2026-05-02T09:14:00Z agente=[[A.first]] cliente=\"[[B]]\" accion=devolucion pedido={{order}}",
        '{"cliente": "[[A]]", "telefono": "{{phone}}", "estado": "en reparto"}',
        "<p>Estimado/a [[A.first]]:</p><p>Su cita con {{B.sr}} [[B.last]] queda confirmada para el jueves a las "
        "{{time}}.</p>",
        "Pedido {{order}} | Enviar a: [[A]] | C/ Mayor 5, 2º | Tel. {{phone}}",
        "Su repartidor [[A.first]] llegará entre las 10:00 y las 12:00. Pedido {{order}}.",
        "Entrega {{order}}: recibido por [[A.part]] a las 14:02.",
        "El mensajero [[A]] indica que no había nadie en el domicilio. Segundo intento el martes.",
        "TRANSFERENCIA DE [[A]] CONCEPTO ALQUILER ABRIL REF {{order}} {{amount}}",
        "Notas de la llamada: llama [[A]], titular de la cuenta. Dice que el cargo de Mercadona está duplicado. "
        "Se deriva a [[B.init]].",
        "El cliente [[A.hyph]] ha llamado tres veces. {{A.sr}} [[A.last]] pide que le llamemos al {{phone}}.",
        "Hablé con la pareja del titular, [[A]], que confirmó la dirección en la Calle Cervantes 12.",
        "Ticket reasignado de [[A.init]] a [[B.fl]]; motivo: vacaciones hasta agosto.",
        "Rogamos a {{A.sr}} [[A.last]] que se ponga en contacto con atención al cliente (caso {{order}}).",
        "Según [[A.wfirst]], de facturación, el abono tarda de 3 a 5 días hábiles.",
        "[[A.word]] dejó una reseña de una estrella en Google.",
        "Por favor, marque a [[A]] como cliente preferente.",
        "Cita reservada: [[A]], lunes 17:30, con [[B.fl]] (fisioterapia). Prefiere WhatsApp.",
        "Nombre completo: [[A]]\nNúmero de cliente: {{order}}\nMotivo de la queja: el técnico no vino\n"
        "Canal preferido: correo",
        "Asistentes: [[A]], [[B]], [[C.init]] y [[D.first]], de contabilidad.",
        "El paquete de [[A]] lo tiene la vecina del 3ºB, [[B]].",
        "[[A.first]] por aquí, ¿alguna novedad de la devolución? pedido {{order}}",
        "Reembolso aprobado (supervisión: [[A.init]]). Se avisa al cliente por correo.",
        "<tr><td>[[A]]</td><td>{{A.email}}</td><td>Oro</td></tr>",
        "Hola [[A.first]], pongo en copia a [[B.first]] y a [[C.first]]. Traigan el DNI a la taquilla del "
        "Estadio Santiago Bernabéu el sábado.",
        # no person
        "Su pedido {{order}} ha salido del almacén de Zaragoza y llegará el viernes con SEUR.",
        "Hagan el pago antes del 15 de abril para evitar recargos. Importe pendiente: {{amount}}.",
        "Punto de recogida: Estación de Atocha, junto a la salida de la Calle Alfonso XII.",
        "{{S}} y Asociados S.L., factura {{order}}, vencimiento a 30 días. Dudas: facturacion@example.com",
        "estado=ok cola=Prioritaria equipo=\"Nivel 2\" region=\"Castilla y León\" pedido={{order}}",
        "Nombre:\nApellidos:\nCorreo electrónico:\nTeléfono de contacto:\n(rellene todos los campos)",
        "Le recordamos que las oficinas de la Plaza de Colón y de la Avenida Miguel de Unamuno cierran el Día "
        "de Reyes.",
        '{"producto": "Cola Cao 760 g", "tienda": "El Corte Inglés", "sku": "{{order}}", "uds": 3}',
        "Confirme su reserva\nEntrada: sábado\nHabitación: Doble Superior\nHotel: Meliá Castilla",
        "La Jefa de Servicio, el Responsable de Calidad y el Director Comercial revisarán la reclamación el "
        "martes.",
        "<h2>Política de devoluciones</h2><p>Lo comprado en Zara o en las tiendas de Santa Cruz de Tenerife se "
        "puede devolver en 30 días.</p>",
        "Envío a la tienda García Hermanos, Calle de la Paz 14, Valencia. Los abonados del Betis recogen allí "
        "su entrada.",
        "Prioridad: Alta\nEquipo asignado: Cobros\nEstado: Pendiente del cliente\nCanal: Chat",
    ],
    "pt": [
        "oi, aqui é [[A]], meu pedido {{order}} ainda não chegou",
        "valeu [[A.first]]!! salvou meu dia",
        "pergunta pra [[A.wfirst]] se o pacote já saiu pfv",
        "oi, é [[A.first]] de novo (a conta tá no nome do meu marido, [[B]]), nada do estorno",
        "Boa tarde,\n\nA fatura de março veio no nome de [[B]] e não no meu.\n\nAtenciosamente,\n[[A]]\n{{phone}}",
        "Em seg., [[A]] <{{A.email}}> escreveu:\n> Ainda não recebi o reembolso.\n\nOi [[A.first]], desculpe a "
        "demora. [[B.first]], da equipe de trocas, vai ver hoje.\n\nAbraço,\n[[C.fl]]",
        "Para: [[A]] <{{A.email}}>; [[B]] <{{B.email}}>\nAssunto: Sua solicitação de garantia {{order}}",
        "nome;email;telefone\n[[A]];{{A.email}};{{phone}}\n[[B]];{{B.email}};{{phone}}",
        "[[A]],{{A.email}},São Paulo,{{amount}}",
        "ts=2026-05-02T09:14:00Z atendente=[[A.first]] cliente=\"[[B]]\" acao=estorno pedido={{order}}",
        '{"cliente": {"nome": "[[A]]", "email": "{{A.email}}"}, "status": "em trânsito", '
        '"transportadora": "Correios"}',
        "<p>Olá [[A.first]],</p><p>Sua consulta com {{B.sr}} [[B.last]] está confirmada para quinta-feira às "
        "{{time}}.</p>",
        "Pedido {{order}} | Entregar para: [[A]] | Av. Paulista, 900, ap. 12 | Tel. {{phone}}",
        "Seu entregador [[A.first]] chega em 15 min. Pedido {{order}}.",
        "Entrega {{order}}: recebido por [[A.part]] às 14:02.",
        "O motoboy [[A]] informou que não havia ninguém em casa. Nova tentativa na terça.",
        "PIX RECEBIDO - [[A]] - {{amount}} - ID {{order}}",
        "Notas da ligação: falei com [[A]], titular. Diz que a cobrança do iFood veio em dobro. "
        "Encaminhado para [[B.init]].",
        "O cliente [[A.hyph]] ligou de novo. {{A.sr}} [[A.last]] pede retorno no {{phone}}.",
        "Falei com a esposa do titular, [[A]], que confirmou o endereço na Rua Machado de Assis, 120.",
        "Chamado transferido de [[A.init]] para [[B.fl]]; motivo: férias até agosto.",
        "{{A.sr}} [[A.last]], favor entrar em contato com o SAC (protocolo {{order}}).",
        "Segundo [[A.wfirst]], do financeiro, o estorno cai em até 5 dias úteis.",
        "[[A.word]] deixou uma avaliação de uma estrela no Reclame Aqui.",
        "Por favor, cadastre [[A]] como cliente VIP.",
        "Agendamento: [[A]], segunda 17h30, com [[B.fl]] (fisioterapia). Prefere WhatsApp.",
        "Nome completo: [[A]]\nProtocolo: {{order}}\nMotivo da reclamação: o técnico não apareceu\n"
        "Canal preferido: e-mail",
        "Participantes: [[A]], [[B]], [[C.init]] e [[D.first]], do financeiro.",
        "A encomenda de [[A]] ficou com a vizinha do 12, [[B]].",
        "[[A.first]] aqui, alguma novidade da devolução? pedido {{order}}",
        "Reembolso aprovado (supervisão: [[A.init]]). Cliente avisado por e-mail.",
        "<tr><td>[[A]]</td><td>{{A.email}}</td><td>Ouro</td></tr>",
        "Oi [[A.first]], copiei [[B.first]] e [[C.first]]. Tragam o RG na bilheteria do Estádio Mané Garrincha "
        "no sábado.",
        # no person
        "Seu pedido {{order}} saiu do centro de distribuição de Cajamar e chega sexta pelos Correios.",
        "Confirme o pagamento até 10 de abril para evitar juros. Valor em aberto: {{amount}}.",
        "Ponto de retirada: Estação da Luz, ao lado da saída da Rua José Paulino.",
        "{{S}} & Filhos Ltda., boleto {{order}}, vencimento em 30 dias. Dúvidas: cobranca@example.com",
        "status=ok fila=Prioritária equipe=\"Nível 2\" regiao=\"Minas Gerais\" pedido={{order}}",
        "Nome:\nSobrenome:\nE-mail:\nTelefone para contato:\n(preencha todos os campos)",
        "Lembramos que as lojas da Rua Oscar Freire e da Avenida Getúlio Vargas fecham no feriado de "
        "Tiradentes.",
        '{"produto": "Havaianas Top", "loja": "Casas Bahia", "sku": "{{order}}", "qtd": 2}',
        "Confirme sua reserva\nCheck-in: sábado\nQuarto: Luxo Casal\nHotel: Pousada Vila Rica",
        "A Gerente de Atendimento, o Supervisor de Qualidade e o Diretor Comercial vão revisar a reclamação "
        "na terça.",
        "<h2>Política de trocas</h2><p>Produtos comprados nas Lojas Americanas ou no Magazine Luiza podem ser "
        "trocados em 30 dias.</p>",
        "Envio para a loja Dias & Leão Materiais, Praça da Sé 14, Salvador. Os sócios-torcedores do Flamengo "
        "retiram o ingresso lá.",
        "Prioridade: Alta\nEquipe responsável: Cobrança\nStatus: Aguardando cliente\nCanal: Chat",
    ],
}

_HOLE = re.compile(r"\[\[([A-D])(?:\.(\w+))?\]\]|\{\{(?:([A-D])\.)?(\w+)\}\}")


@dataclass
class _Slot:
    """One person of a message and the pieces its forms are written from."""

    first: str
    surname: str
    full: str
    sex: str
    second: str  # a second surname, for the hyphenated form
    part: str  # the name with a particle or a middle initial


def _surname(rng: random.Random, language: str) -> str:
    if language == "en":
        tiers = census()["last"]
        return rng.choice(tiers[0] if rng.random() < 0.6 else tiers[1])
    return rng.choice(es_surnames() if language == "es" else pt_surnames())


# Customers of origins names_sources.person() does not draw: Chinese (the Chinese column of
# gender-guesser's dictionary, romanised surnames the US Census holds) and Eastern European (the
# Polish, Czech and Romanian columns; Faker's Czech and Romanian surname tables, Latin letters).
_CHINESE_SURNAMES = ("Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo Lin Gao Luo Zheng "
                     "Liang Xie Tang Deng Feng Song").split()
_NAM_COLUMNS = {"china": 49, "poland": 23, "czech": 24, "romania": 27}


@lru_cache(maxsize=1)
def _nam_columns() -> dict:
    """{column: {sex: [first name]}} from gender-guesser's nam_dict.txt, one-word names only."""
    import gender_guesser

    out: dict = {c: {"F": [], "M": []} for c in _NAM_COLUMNS}
    path = Path(gender_guesser.__file__).parent / "data" / "nam_dict.txt"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or line[29:30] == "+" or len(line) < 31:
            continue  # comments, and lines that only continue a name's frequencies
        code = line[:2].strip()
        # Most Chinese given names are marked unisex ("?") and written "Xiao+Ming": one word in
        # pinyin, "Xiaoming", and listed under both sexes.
        sexes = ("F",) if code in ("F", "1F", "?F") else ("M",) if code in ("M", "1M", "?M") else ("F", "M")
        name = line[3:29].strip()
        if "+" in name and line[30 + _NAM_COLUMNS["china"]: 31 + _NAM_COLUMNS["china"]].strip():
            name = name.replace("+", "", 1).capitalize()
        if not name.isalpha():
            continue
        for column, index in _NAM_COLUMNS.items():
            if line[30 + index: 31 + index].strip() and (code != "?" or column == "china"):
                for sex in sexes:
                    out[column][sex].append(name)
    return out


@lru_cache(maxsize=1)
def extra_parts() -> frozenset[str]:
    """The words of the names drawn here beside names_sources.person() (casefolded, unaccented)."""
    words = set(_CHINESE_SURNAMES) | set(faker_table("ro_RO", "last_names"))
    words |= set(faker_table("cs_CZ", "last_names_male")) | set(faker_table("cs_CZ", "last_names_female"))
    for column in _nam_columns().values():
        for names in column.values():
            words.update(names)
    return frozenset(fold(w).casefold() for w in words)


def _other_origin(rng: random.Random) -> tuple[str, str, str]:
    """(first, surname, sex) of a Chinese or Eastern European customer."""
    sex = rng.choice("FM")
    columns = _nam_columns()
    if rng.random() < 0.5:
        return rng.choice(columns["china"][sex]), rng.choice(_CHINESE_SURNAMES), sex
    column = rng.choice(("poland", "czech", "romania"))
    if column == "czech":
        table = faker_table("cs_CZ", "last_names_female" if sex == "F" else "last_names_male")
    else:
        table = faker_table("ro_RO", "last_names")
    return rng.choice(columns[column][sex]), rng.choice(table), sex


def _slot(rng: random.Random, language: str, forms: set[str], words: dict) -> _Slot:
    first = surname = None
    if "wfirst" in forms or ("word" in forms and rng.random() < 0.5):
        first = rng.choice(words["first"][language])
    elif "word" in forms:
        surname = rng.choice(words["last"][language])
    p = person(rng, language, first=first, surname=surname)
    if first is None and surname is None and rng.random() < 0.08:
        p.first, last, p.sex = _other_origin(rng)
        p.surnames, p.particles = [last], [""]
    last1 = p.last1
    second = _surname(rng, language)
    while fold(second) == fold(last1):
        second = _surname(rng, language)
    if language == "en":
        part = f"{p.first} {rng.choice('ABCDEFGHJKLMNPRSTW')}. {last1}"
    else:
        part = f"{p.first} {rng.choice(words['particled'][language])}"
    return _Slot(p.first, last1, p.full, p.sex, second, part)


def _email(slot: _Slot, rng: random.Random) -> str:
    def slug(s: str) -> str:
        return "".join(c for c in fold(s).lower() if c.isalpha())

    first = slug(slot.first.split()[0])
    shape = rng.choice(("{f}.{l}", "{f}{l}", "{i}{l}", "{f}_{l}{n}"))
    local = shape.format(f=first, l=slug(slot.surname), i=first[0], n=rng.randint(1, 99))
    return f"{local}@example.{rng.choice(('com', 'org', 'net'))}"


def _filler(rng: random.Random, language: str, key: str, slot: _Slot | None) -> str:
    if slot is not None:
        if key == "email":
            return _email(slot, rng)
        if key == "sr":
            return rng.choice(_TITLES[language][slot.sex])
        raise ValueError(f"unknown slot filler {key!r}")
    n = rng.randint(0, 99)
    if key == "phone":  # the 555-01xx range is reserved for fiction; the others keep 555 visible
        return {"en": f"(212) 555-01{n:02d}", "es": f"+34 555 01{n:02d} 00",
                "pt": f"(11) 5555-01{n:02d}"}[language]
    if key == "order":
        digits = rng.randint(100000, 999999)
        return {"en": f"#A{digits}", "es": f"PED-{digits}", "pt": f"BR{digits}"}[language]
    if key == "amount":
        whole, cents = rng.randint(5, 2400), rng.randint(0, 99)
        return {"en": f"${whole}.{cents:02d}", "es": f"{whole},{cents:02d} €", "pt": f"R$ {whole},{cents:02d}"}[language]
    if key == "time":
        hour, minute = rng.randint(8, 18), rng.choice((0, 15, 30, 45))
        return f"{hour % 12 or 12}:{minute:02d}{'am' if hour < 12 else 'pm'}" if language == "en" \
            else f"{hour}:{minute:02d}"
    if key == "n":
        return str(rng.randint(1000, 9999))
    if key == "S":
        return _surname(rng, language)
    raise ValueError(f"unknown filler {key!r}")


def _name(slot: _Slot, form: str) -> str:
    if form in ("", "word"):
        return slot.full
    if form in ("first", "wfirst"):
        return slot.first
    if form == "last":
        return slot.surname
    if form == "fl":
        return f"{slot.first} {slot.surname}"
    if form == "init":
        return f"{slot.first[0]}. {slot.surname}"
    if form == "hyph":
        return f"{slot.first} {slot.surname}-{slot.second}"
    if form == "part":
        return slot.part
    raise ValueError(f"unknown name form {form!r}")


def _pieces(template: str, language: str, rng: random.Random, words: dict) -> list[tuple[str, str | None]]:
    """The template's text as pieces: (text, None) for plain text, (name, form) for a person."""
    forms: dict[str, set[str]] = {}
    for m in _HOLE.finditer(template):
        if m.group(1):
            forms.setdefault(m.group(1), set()).add(m.group(2) or "")
    slots = {key: _slot(rng, language, forms[key], words) for key in sorted(forms)}
    pieces: list[tuple[str, str | None]] = []
    at = 0
    for m in _HOLE.finditer(template):
        pieces.append((template[at:m.start()], None))
        if m.group(1):
            form = m.group(2) or ""
            pieces.append((_name(slots[m.group(1)], form), form or "full"))
        else:
            pieces.append((_filler(rng, language, m.group(4), slots.get(m.group(3)) if m.group(3) else None), None))
        at = m.end()
    pieces.append((template[at:], None))
    return pieces


def _cased(pieces, casing: str, k: int) -> list[tuple[str, str | None]]:
    """The pieces in the casing class; k (the message's number in its cell) picks the variant."""
    if casing == "as written":
        return pieces
    if casing == "ALL CAPS":
        whole = k % 2 == 0  # the whole message shouted, or only the names pasted from a form
        return [(t.upper() if whole or form else t, form) for t, form in pieces]
    whole = k % 4 != 3
    folded = k % 2 == 1  # half of the lower-case messages typed without accents
    out = []
    for t, form in pieces:
        if whole or form:
            t = t.lower()
        if folded:
            t = fold(t)
        out.append((t, form))
    return out


def generate_sealed2(per_template: int = 4, seed: int = SEED) -> list[Sealed2Message]:
    """Every template in every casing class `per_template` times, fixed by `seed`."""
    parts = known_parts()
    particled = {lang: tuple(p for p in names if fold(p.split()[-1]).casefold() in parts)
                 for lang, names in _PARTICLED.items()}
    words = {"first": _words(_WORD_FIRST), "last": _words(_WORD_LAST), "particled": particled}
    out = []
    for language in LANGUAGES:
        for index, template in enumerate(TEMPLATES[language]):
            for casing in CASINGS:
                for k in range(per_template):
                    rng = random.Random(f"{seed}/{language}/{index}/{casing}/{k}")
                    message = Sealed2Message(language=language, casing=casing, locale="sealed2")
                    for text, form in _cased(_pieces(template, language, rng, words), casing, k):
                        message.add(text, message.names if form else None, "PERSON" if form else "", form or "")
                    out.append(message)
    return out
