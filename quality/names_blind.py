"""A blind PERSON set: names from mimesis, templates written apart from the recognizer.

The PERSON recognizer reads names derived from names-dataset, and the other names corpus
(quality/names_corpus.py) takes its names from Faker. This set takes them from a third
source, mimesis (a dev dependency whose name lists ship inside the package: no network), in
its English (en, en-gb, en-au, en-ca), Spanish (es, es-mx: the only Spanish locales it has)
and Portuguese (pt-br, pt) locales. Its templates were written without reading the
recognizer, its word lists or the other corpus's templates, and were not changed after
seeing the recognizer's results: only a wrong label may be fixed. It was the measure, read
as a table only, until the unseen set replaced it; its misses have been read and tuned on since.

Placeholders in a template:
- {n} a person's full name, in one of the forms of FORMS (middle names, initials, compound
  first names, two surnames, particles);
- {f} a first name alone (compound now and then in Spanish and Portuguese);
- {l} a person's surname alone (one or two), as after "Mr." or in a CSV column;
- {s} a surname that names no person: a street, a company, a brand, a product. Unlabelled
  (tagging it as PERSON is a wrong span) and kept in `distractors` as "surname word".
Titles ("Mr.", "Sra.", "Dra.") and a possessive "'s" stay outside the labelled span.

Casing classes as in names_corpus (CASINGS): "as written" is the template's own casing; a
template written wholly in capitals (a form) writes its names in capitals too, and a Chat
(typed in lower case) writes them in lower case without accents. "ALL CAPS" and "lower case" recase the whole
message, or only the names 40% of the time; in lower case, accents are dropped half the time.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from quality.names_corpus import CASINGS, NameMessage, _fold_accents, _recase

# mimesis locales per language, with their shares of the messages.
LOCALES = {"en": (("en", 0.40), ("en-gb", 0.30), ("en-au", 0.15), ("en-ca", 0.15)),
           "es": (("es", 0.55), ("es-mx", 0.45)),
           "pt": (("pt-br", 0.70), ("pt", 0.30))}

# Forms of a full name ({n}) per language, with their shares.
FORMS = {
    "en": (("first last", 0.45), ("first middle last", 0.15), ("initial last", 0.10),
           ("first initial last", 0.25), ("first last-last", 0.05)),
    "es": (("first last", 0.25), ("first last last", 0.30), ("compound last", 0.15),
           ("compound last last", 0.05), ("first particle last", 0.10), ("initial last", 0.05),
           ("first initial last", 0.10)),
    "pt": (("first last", 0.20), ("first last last", 0.25), ("compound last", 0.15),
           ("first particle last", 0.20), ("first last particle last", 0.05), ("initial last", 0.05),
           ("first initial last", 0.10)),
}


class Chat(str):
    """A chat typed in lower case without accents: its names are typed so too, as written."""


PARTICLES = {"es": ("de", "de la", "del"), "pt": ("da", "dos", "de", "do", "das")}
# Lower-case words a name may hold as written ("Maria de Almeida", "Vittorio dal Bo").
_LOWER_WORDS = {"de", "del", "la", "las", "los", "da", "das", "do", "dos", "e", "y", "dal", "di", "van", "von", "der"}

TEMPLATES = {
    "en": [
        # chat typed in lower case
        Chat("hi, this is {n}, my order never arrived and the tracking page just says pending. can someone look at it?"),
        Chat("hey so i spoke to {f:f} yesterday and she said the refund would be done by friday, still nothing"),
        # forms in capitals
        "FULL NAME: {n}\nDATE OF BIRTH: 1987-03-14\nMEMBERSHIP NO: 0048213\nACCOUNT TYPE: PREMIUM",
        "NAME ON CARD: {n}\nBILLING CITY: LEEDS\nREFERENCE: ORD-55812",
        # CSV rows with a header
        "ticket_id,customer_name,status,opened\n48213,{n},open,2026-11-02\n48214,{n},closed,2026-11-03",
        "id,first_name,last_name,plan\n7731,{f},{l},business",
        # key=value logs and tool traffic
        '2026-11-30T14:02:11Z level=info event=refund_approved agent="{n}" amount=42.10 currency=GBP',
        "ts=2026-11-30T09:15:00Z action=password_reset requested_by={f} display_name=\"{n}\" result=ok",
        "tool_result lookup_customer: name={n}; account=AC-20931; status=active",
        # JSON tool replies
        '{"status": "ok", "customer": {"id": 88213, "name": "{n}", "tier": "gold"}, "open_tickets": 2}',
        '{"results": [{"contact": "{n}", "role": "billing"}, {"contact": "{n}", "role": "technical"}], "count": 2}',
        # e-mail headers and signatures
        "From: {n} <support-4471@example.com>\nTo: help@example.com\nSubject: Invoice INV-20931 charged twice\n\n"
        "Hello, I was charged twice for the same invoice last week.",
        "Thanks for sorting this out so quickly.\n\nKind regards,\n{n}\nHead of Operations, {s} Logistics Ltd\n"
        "Tel: +44 20 7946 0958",
        # cues
        "Customer: {n}\nIssue: card declined at checkout\nPriority: high",
        "Call {f:f} back before 5pm about the warranty claim, she's waiting on the replacement part.",
        "Contact {n} in accounts if the purchase order number doesn't match the invoice.",
        # the middle of a long sentence
        "When we migrated the account last spring the old billing address was kept, and according to the notes "
        "{n} had already asked twice for it to be updated before the invoice went out.",
        # two names, titles
        "{n} transferred the licence to {n} on Monday, but the admin panel still shows the old owner.",
        "Dr. {n} asked us to move the appointment to the 14th; please confirm with Mrs. {l} at reception.",
        # surnames that name streets, companies, brands and products
        "Please deliver to 14 {s} Street, flat 2; the parcel is for {n}, who works nights, so leave it next door.",
        "We moved from {s} & {s} to a new supplier in October and {n} handles the contract now.",
        "Is the {s} Pro 3 compatible with the charger I bought last year? Asking for {f}.",
        "{s}'s Bakery on {s} Road keeps getting our deliveries, the real recipient is {n}.",
        "The {s} Foundation grant was approved; {n} from the finance team will send the paperwork.",
        # possessive 's
        "{n}'s subscription renewed automatically even though auto-renew was switched off.",
        "Can you check Mr. {l}'s last payment? The bank says it bounced.",
        # a name at a line end, another line after it
        "Assigned to: {n}\nStatus: waiting on customer\nNext step: call back Tuesday",
        "Dear {f},\nThank you for contacting us. Your case number is 55120.\nThe support team",
    ],
    "es": [
        # chat en minúsculas y sin tildes
        Chat("hola, soy {n}, hice un pedido la semana pasada y todavia no me llega nada, me pueden ayudar?"),
        Chat("buenas, le escribo de parte de {f:f}, ella no puede entrar a su cuenta desde ayer"),
        Chat("oye, mi esposa {f:f} dice que le llego un cargo raro de 300 pesos, es normal?"),
        # formularios en mayúsculas
        "NOMBRE COMPLETO: {n}\nFECHA DE NACIMIENTO: 14/03/1987\nTIPO DE CUENTA: EMPRESA",
        "CLIENTE: {n}\nCIUDAD: GUADALAJARA\nPLAN: BÁSICO",
        # CSV con cabecera
        "id_cliente;nombre;apellidos;provincia\n30211;{f};{l};Valencia",
        "pedido,cliente,estado\n8812,{n},enviado\n8813,{n},pendiente",
        # logs clave=valor y herramientas
        '2026-11-30 10:22:01 nivel=INFO evento=alta_cliente titular="{n}" sucursal=042 resultado=ok',
        "resultado_herramienta buscar_cliente: nombre={n}; cuenta=CT-55012; estado=activo",
        # JSON
        '{"estado": "ok", "cliente": {"nombre": "{n}", "segmento": "pyme"}, "saldo": 1520.40}',
        '{"contactos": [{"nombre": "{n}", "cargo": "compras"}, {"nombre": "{n}", "cargo": "finanzas"}]}',
        # correo: cabeceras y firma
        "De: {n} <atencion-3318@example.com>\nPara: soporte@example.com\nAsunto: Factura duplicada\n\n"
        "Buenos días, me han cobrado dos veces la misma factura.",
        "Quedo atento a su respuesta.\n\nUn saludo,\n{n:m}\nDirector Comercial | {s} Asesores S.L.",
        # señales
        "La cuenta está a nombre de {n} pero el que paga las cuotas es su hijo.",
        "Titular: {n}\nMotivo: cambio de domicilio\nCanal: teléfono",
        "El cliente {n} llamó tres veces esta mañana por el mismo cargo.",
        "Buenas tardes, le comento que el señor {n:m} ya realizó el depósito en la sucursal, pero no se ve reflejado.",
        # imperativos al empezar la frase
        "Revisen por favor la reclamación de {n}, lleva dos semanas sin respuesta.",
        "Hagan el reembolso a {n} hoy mismo y avisen a {f} cuando esté hecho.",
        "Llamen a la señora {l} antes de las cinco, está esperando la confirmación.",
        "Envíen la documentación a {n} y pongan en copia a Contabilidad.",
        # apellidos que son calles, empresas, marcas
        "El paquete tenía que llegar a la calle {s} 23, 4º B, a nombre de {n}, y lo dejaron en otro portal.",
        "Compré una freidora {s} en la tienda de la avenida {s} y el técnico, {n:m}, dice que no cubre la garantía.",
        "Trabajo en Transportes {s} y necesito dar de alta a mi compañero {n:m} como usuario.",
        "En la Farmacia {s} me dijeron que la receta de {n} no estaba en el sistema.",
        "El pedido de {n} salió del almacén de {s} Hermanos el lunes.",
        # en medio de una frase larga, dos nombres, fin de línea
        "Después de varias semanas intentando cambiar la tarifa por teléfono, y tras hablar con al menos cuatro "
        "agentes distintos, por fin {n} me confirmó que el cambio se aplicaría en la próxima factura.",
        "{n} y {n} comparten la misma cuenta familiar, pero solo uno debería poder ver las facturas.",
        "Atendido por: {n}\nEstado: pendiente de respuesta del cliente\nPróximo paso: llamar el martes",
        "La Dra. {n:f} pidió cambiar la cita; confirmen con el Sr. {l} en recepción.",
    ],
    "pt": [
        # chat em minúsculas e sem acentos
        Chat("oi, aqui e {n}, fiz um pedido semana passada e ate agora nada, alguem pode ver?"),
        Chat("boa tarde, to escrevendo em nome de {f:f}, ela nao consegue acessar o app desde ontem"),
        Chat("minha mae {f:f} recebeu uma cobranca estranha de 300 reais, isso e normal?"),
        # formulários em maiúsculas
        "NOME COMPLETO: {n}\nDATA DE NASCIMENTO: 14/03/1987\nTIPO DE CONTA: PESSOA FÍSICA",
        "CLIENTE: {n}\nCIDADE: BELO HORIZONTE\nPLANO: EMPRESARIAL",
        # CSV com cabeçalho
        "id;nome;sobrenome;cidade\n4410;{f};{l};Campinas",
        "pedido,cliente,status\n99120,{n},entregue\n99121,{n},em trânsito",
        # logs chave=valor e ferramentas
        '2026-11-30T10:22:01Z nivel=info evento=cadastro titular="{n}" agencia=0042 resultado=ok',
        "resultado da ferramenta buscar_cliente: nome={n}; conta=CT-88120; situacao=ativa",
        # JSON
        '{"status": "ok", "cliente": {"nome": "{n}", "plano": "familia"}, "saldo_devedor": 0}',
        '{"responsaveis": [{"nome": "{n}", "area": "compras"}, {"nome": "{n}", "area": "financeiro"}]}',
        # e-mail: cabeçalhos e assinatura
        "De: {n} <contato-7781@example.com>\nPara: suporte@example.com\nAssunto: Cobrança em duplicidade\n\n"
        "Bom dia, fui cobrado duas vezes no cartão.",
        "Fico no aguardo.\n\nAtenciosamente,\n{n}\nGerente de Compras | {s} & {s} Advogados",
        # sinais
        "A conta está em nome de {n:f}, mas quem paga as mensalidades é o filho dela.",
        "Titular: {n}\nSituação: aguardando documentos\nCanal: WhatsApp",
        "O cliente {n} ligou três vezes hoje reclamando do mesmo débito.",
        "Ligue para {f:f} antes das cinco, ela está esperando a confirmação do estorno.",
        "Boa tarde, o Sr. {n:m} já efetuou a transferência mas ainda não aparece na conta.",
        "Verifiquem por favor o reembolso de {n}, já faz duas semanas.",
        # sobrenomes que são ruas, empresas, marcas
        "A entrega era para a Rua {s}, 245, apto 31, em nome de {n}, mas deixaram na portaria do prédio ao lado.",
        "Trabalho na Transportadora {s} e preciso cadastrar meu colega {n:m} como usuário do portal.",
        "Comprei uma cafeteira {s} na loja da Avenida {s} e o técnico, {n:m}, disse que a garantia não cobre.",
        "A Farmácia {s} informou que a receita de {n} não está no sistema.",
        "Contato: {n:f}\nCargo: coordenadora de TI\nEmpresa: {s} Engenharia Ltda.",
        # no meio de uma frase longa, dois nomes, fim de linha
        "Depois de várias semanas tentando mudar o plano pelo telefone, e de falar com pelo menos quatro "
        "atendentes diferentes, finalmente {n} confirmou que a mudança entraria na próxima fatura.",
        "{n} e {n} dividem a mesma conta, mas só um deveria ver as faturas.",
        "Atendido por: {n}\nStatus: aguardando retorno do cliente\nPróximo passo: ligar na terça",
        "A Dra. {n:f} pediu para remarcar a consulta; confirme com a Sra. {l} na recepção.",
    ],
}

# "{n:f}", "{f:m}": a woman's or a man's name, where the template's words say which.
_PLACEHOLDER = re.compile(r"(\{[nfls](?::[fm])?\})")


@dataclass
class BlindMessage(NameMessage):
    """A message of this set; `written` holds each name as it reads in the text, in `names` order."""

    written: list[str] = field(default_factory=list)


def _people(seed: int) -> dict:
    from mimesis import Locale, Person

    codes = sorted({code for pairs in LOCALES.values() for code, _ in pairs})
    return {code: Person(Locale(code), seed=seed + index) for index, code in enumerate(codes)}


def _pick(rng: random.Random, pairs) -> str:
    pick, total = rng.random(), 0.0
    for item, share in pairs:
        total += share
        if pick < total:
            return item
    return pairs[-1][0]


def _tidy(name: str) -> str:
    """A few of mimesis's entries are written in lower case ("martin"): capitalised as a form would."""
    return " ".join(w if w in _LOWER_WORDS or not w.islower() else w[0].upper() + w[1:] for w in name.split(" "))


def _first(rng: random.Random, person, gender, language: str, compound: bool = False) -> str:
    first = _tidy(person.first_name(gender=gender))
    # A compound first name ("María José", "João Pedro"): two given names of one gender.
    return f"{first} {_tidy(person.first_name(gender=gender))}" if compound and language != "en" else first


def _last(person, bare: bool = False) -> str:
    """A surname; `bare`: one without its own particle, to put ours before it."""
    for _ in range(20):
        surname = _tidy(person.last_name())
        if not bare or surname.split(" ")[0] not in _LOWER_WORDS:
            break
    return surname


def _surnames(rng: random.Random, person, language: str) -> str:
    two = language != "en" and rng.random() < 0.35
    return " ".join(_last(person) for _ in range(2 if two else 1))


def _full_name(rng: random.Random, person, language: str, gender) -> tuple[str, str]:
    """A full name in one of the language's forms, and the form's name."""
    form = _pick(rng, FORMS[language])
    first = _first(rng, person, gender, language, compound=form.startswith("compound"))
    def last() -> str:
        return _last(person)

    if form in ("first last", "compound last"):
        words = [first, last()]
    elif form in ("first last last", "compound last last"):
        words = [first, last(), last()]
    elif form == "first middle last":
        words = [first, _tidy(person.first_name(gender=gender)), last()]
    elif form == "initial last":
        words = [first[0] + ".", last()]
    elif form == "first initial last":
        words = [first, person.first_name(gender=gender)[0] + ".", last()]
    elif form == "first last-last":
        words = [first, f"{last()}-{last()}"]
    elif form == "first particle last":
        words = [first, rng.choice(PARTICLES[language]), _last(person, bare=True)]
    else:  # "first last particle last"
        words = [first, last(), rng.choice(PARTICLES[language]), _last(person, bare=True)]
    return " ".join(words), form


def _gender(rng: random.Random, placeholder: str):
    from mimesis.enums import Gender

    said = {":f": Gender.FEMALE, ":m": Gender.MALE}.get(placeholder[2:4])
    return said or rng.choice((Gender.FEMALE, Gender.MALE))


def _template_case(template: str):
    """A form wholly in capitals writes its names in capitals; a Chat in lower case."""
    if isinstance(template, Chat):
        return "lower"
    if all(c.isupper() for c in _PLACEHOLDER.sub("", template) if c.isalpha()):
        return "upper"
    return None


def _message(rng: random.Random, people: dict, language: str, template: str, casing: str) -> BlindMessage:
    locale = _pick(rng, LOCALES[language])
    person = people[locale]
    m = BlindMessage(language, casing=casing, locale=locale)
    only_name = rng.random() < 0.4  # the names alone in another casing, the rest as written
    strip_accents = casing == "lower case" and rng.random() < 0.5
    own_case = _template_case(template)
    for piece in _PLACEHOLDER.split(template):
        if _PLACEHOLDER.fullmatch(piece):
            gender = _gender(rng, piece)
            piece = piece[:2] + "}"
            if piece == "{n}":
                word, form = _full_name(rng, person, language, gender)
            elif piece == "{f}":
                compound = language != "en" and rng.random() < 0.15
                word = _first(rng, person, gender, language, compound)
                form = "compound first only" if compound else "first only"
            elif piece == "{l}":
                word = _surnames(rng, person, language)
                form = "surname only"
            else:
                word, form = _last(person), "surname word"
            if own_case == "upper":
                word = _recase(word, str.upper)
            elif own_case == "lower":
                word = _fold_accents(_recase(word, str.lower))
            if casing == "ALL CAPS" and only_name:
                word = _recase(word, str.upper)
            elif casing == "lower case" and only_name:
                word = _recase(word, str.lower)
            if piece == "{s}":
                m.add(word, m.distractors, "surname word", form)
            else:
                m.add(word, m.names, "PERSON", form)
                m.written.append(word)
        else:
            m.add(piece)
    how = {"ALL CAPS": str.upper, "lower case": str.lower}.get(casing)
    if how and not only_name:
        m.text, m.written = _recase(m.text, how), [_recase(w, how) for w in m.written]
    if strip_accents:
        m.text, m.written = _fold_accents(m.text), [_fold_accents(w) for w in m.written]
    return m


def generate_blind(per_template: int = 4, seed: int = 20_261_201) -> list[BlindMessage]:
    """Each template `per_template` times in each casing class, with fresh mimesis names each time."""
    rng = random.Random(seed)
    people = _people(seed)
    out = []
    for language, items in TEMPLATES.items():
        for template in items:
            for casing in CASINGS:
                for _ in range(per_template):
                    out.append(_message(rng, people, language, template, casing))
    return out


__all__ = ["LOCALES", "TEMPLATES", "BlindMessage", "Chat", "generate_blind"]
