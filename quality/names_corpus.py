"""An independent PERSON corpus: names from Faker, not from the recognizer's own lists.

The PERSON recognizer reads first names and surnames derived from names-dataset
(recognizers/data/names.txt). Measuring it on the same lists would only say the lists are
the lists, so the names here come from Faker's person providers (a dev dependency; INE,
census and registry lists per locale): en_US and en_GB for English, es_ES and es_MX for
Spanish, and pt_BR in both for Brazilian customers. Faker writes compound first names
("José Mari", "Davi Lucas"), particles ("da Cunha") and rare names ("Ciríaco Torrents").

Every message is made three ways, the casing classes scored apart:
- "as written": the template's own casing;
- "ALL CAPS": the whole message in capitals, or only the name, as pasted from a form;
- "lower case": the whole message in lower case, or only the name, half the time without
  accents, as typed in a chat.

Three template sets: DEV, read while the recognizer was written; HELDOUT, written with it
but never looked at for failures; and FRESH, written later, before the next round of
changes, in other shapes (CSV rows, key=value, JSON tool replies, signatures, lower-case
chat) and with Portuguese customers, never looked at for failures either. Templates also
carry what must not be read as a person: companies named after surnames, streets, brands,
signature labels, Spanish imperatives at a sentence start, a possessive after the name.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass

from quality.corpus import Labelled, Message

LOCALES = {"en": (("en_US", 0.45), ("en_GB", 0.40), ("pt_BR", 0.15)),
           "es": (("es_ES", 0.45), ("es_MX", 0.40), ("pt_BR", 0.15))}
CASINGS = ("as written", "ALL CAPS", "lower case")

# {n} a name (first + one or two surnames), {f} a first name alone, {m} a second person's
# name, {s} a surname used for a company or street (not a person: unlabelled).
DEV = {
    "en": [
        "Hi, this is {n}. My order never arrived.",
        "My name is {n} and I want to cancel my subscription.",
        "Please ask {n} to call me back tomorrow.",
        "The invoice is addressed to {n}, not to me.",
        "I spoke with {m} yesterday and she said it was sorted.",
        "Can you check whether {n}'s refund went through?",
        "Customer {n} reports a broken screen.",
        "Call {n} on the number in the ticket.",
        "Thanks for your help.\n{n}",
        "I'm {f}, the account holder.",
        "The parcel went to {s} & Partners Ltd instead of my home on {s} Street.",
        "I bought the Tommy Hilfiger jacket, please send it to {n}.",
        "Regards,\n{n}\nCustomer Service Team",
        "{n} here, still waiting for the replacement.",
        "Hello, my husband {n} placed the order.",
        # Added with the fresh set (other shapes), for tuning: rows, fields, tool replies, chat.
        "name,email_opt_in,country\n{n},yes,UK",
        "user={n} role=admin last_login=2024-03-02",
        '{"status": "ok", "owner": "{n}", "items": 3}',
        "Cheers,\n{n}\nAccount Manager, {s} Group",
        "lol ok thanks {f}",
        "Reporter: {n}\nAssignee: {m}",
        "so yeah {n} told me to email you guys",
        "Tool output: refund 2231 approved for {n} (card ending 1111).",
        "Booked a table at {s}'s Diner for {n} and me.",
        "Owner: {n}. Co-owner: {m}.",
        "Morning! {n} will collect the parcel, she has the code.",
        "The courier left it with {n} next door, can you confirm?",
        "Why did {n} close my ticket without asking me first?",
        "Please mark the order as paid, {n} sent the transfer on Monday.",
        "I called twice and {m} said someone would get back to me.",
        "Add {n} as a second driver on the rental, thanks.",
        "Got it, I will tell {f} to check her inbox.",
        "Refund it to the card {n} used, not to mine.",
        "We moved from San Diego to Santa Monica; the account is still under {n}.",
        "Dear Customer Support, {n} from Acme Corp here, our Visa Business card was declined.",
        "Flight from Los Angeles to New York was cancelled, passenger {n}.",
        "I ordered the Harry Potter box set and the Samsung Galaxy charger for {n}.",
        "The St. Mary's Hospital invoice should go to {n}, not to Grace Church.",
        # Added in the third round (names before their verb and its object, chat, forms).
        "{n} paid the invoice on Friday, can you check?",
        "hi this is {n}, my package says delivered but it is not here",
        "Full name: {n}\nDate of birth: on file",
        "Your technician {m} fixed the router but the line is still down.",
    ],
    "es": [
        "Hola, soy {n} y mi pedido no ha llegado.",
        "Me llamo {n}, quiero darme de baja.",
        "El cliente {n} (pedido 4471) pide la devolución.",
        "Por favor, que me llame {n} mañana.",
        "Hablé ayer con {m} y me dijo que ya estaba.",
        "La factura está a nombre de {n}.",
        "Hagan el favor de revisar mi caso. Soy {n}.",
        "Respondan cuanto antes, por favor. Atentamente, {n}",
        "El paquete fue a {s} Hermanos S.L. en la Calle {s} y no a mi casa.",
        "Compré en Massimo Dutti y la titular es {n}.",
        "Gracias por todo.\n{n}\nDepartamento de Compras",
        "{n} al habla, sigo sin respuesta.",
        "Mi mujer, {f}, hizo el pedido.",
        "Llame a {n} al teléfono del ticket.",
        "Buenas, les escribe {n}.",
        # Añadidas con el conjunto fresco (otras formas), para ajustar.
        "nombre,alta,provincia\n{n},si,Sevilla",
        "usuario={n} rol=admin ultimo_acceso=2024-03-02",
        '{"estado": "ok", "titular": "{n}", "articulos": 3}',
        "Un abrazo,\n{n}\nResponsable de Cuentas, Grupo {s}",
        "vale gracias {f}",
        "Solicitante: {n}\nResponsable: {m}",
        "pues nada, {n} me dijo que les escribiera",
        "Salida de la herramienta: reembolso 2231 aprobado para {n} (tarjeta terminada en 1111).",
        "Reservé en el Restaurante {s} para {n} y para mí.",
        "Dueña: {n}. Codueño: {m}.",
        "Buenos días, {n} pasará a recoger el paquete, tiene el código.",
        "El mensajero lo dejó con {n}, el vecino de enfrente.",
        "¿Por qué {n} cerró mi incidencia sin preguntarme?",
        "Marquen el pedido como pagado, {n} hizo la transferencia el lunes.",
        "Llamé dos veces y {m} dijo que me volverían a llamar.",
        "Añadan a {n} como segundo conductor del alquiler, gracias.",
        "Vale, le digo a {f} que mire su correo.",
        "Devuélvanlo a la tarjeta que usó {n}, no a la mía.",
        # Añadidas en la tercera ronda (un nombre antes de su verbo y su objeto, chat, formularios).
        "{n} pagó la factura el viernes, ¿pueden comprobarlo?",
        "hola buenas soy {n} me podeis ayudar con un pedido",
        "Nombre completo: {n}\nFecha de nacimiento: en el expediente",
        "El técnico {m} arregló el router pero la línea sigue sin funcionar.",
    ],
    "pt": [
        "Bom dia, meu nome é {n} e fui cobrado duas vezes.",
        "oi tudo bem? aqui quem fala é {n}",
        "O entregador deixou o pacote com {m}, minha vizinha.",
        "nome,cidade,plano\n{n},Recife,basico",
        '{"status": "ok", "titular": "{n}", "itens": 3}',
        "Abraços,\n{n}\nSupervisora de Vendas | Grupo {s}",
        "Moro na Avenida {s}, 45, e quem recebe é {n}.",
        "Meu marido {f} vai buscar na loja.",
        "Cliente: {n}\nPedido: 4410",
        "Valeu, {n}",
        "A compra foi feita por {n} na loja {s} Modas.",
        "Podem falar com {n} no horário comercial.",
        "Mudei de São Paulo para Belo Horizonte, mas a conta continua no nome de {n}.",
        "Prezados, {n} da Padaria Pão Quente aqui, o cartão foi recusado.",
        "Comprei um Samsung Galaxy e um fone JBL, a nota saiu para {n}.",
        "O boleto venceu ontem, quem paga é {n}, meu sogro.",
        "Bom dia! Estou esperando desde segunda, {n} disse que ia resolver.",
        "Fiz o Pix para {n} mas o pedido continua como pendente.",
        "A encomenda foi para a Rua Santa Clara e não para {n}.",
        "Cancelem a assinatura de {n}, por favor, ela faleceu.",
        "oi gente, tudo certo? {n} aqui, minha entrega atrasou de novo",
        "vcs podem me ajudar? o app trava toda hora, sou {n}",
        "então, falei com {m} ontem mas ninguém resolveu nada",
        "Boa tarde, quero trocar o produto que veio quebrado. Att, {n}",
        "Olá! Gostaria de saber por que meu reembolso ainda não caiu. Obrigada, {n}",
        "Já liguei três vezes. Quero falar com um supervisor, meu nome é {n}.",
        # Acrescentadas na terceira rodada (um nome antes do verbo e do objeto, chat, formulários).
        "O técnico {m} fechou o chamado sem resolver nada.",
        "{n} pagou o boleto ontem, podem confirmar?",
        "Quem recebeu foi {n}, meu irmão.",
        "Nome completo: {n}\nCPF: em anexo",
        "o atendente {m} disse que o estorno cai em 7 dias",
        "{n} pediu para trocar o endereço de entrega",
    ],
}

HELDOUT = {
    "en": [
        "Good afternoon, I am {n} and I was charged twice.",
        "hey it's {n}, the app keeps logging me out",
        "Could you forward this to {m}? She handles our account.",
        "Account holder: {n}\nIssue: card declined",
        "The delivery was signed by {n}, but nobody here has that name.",
        "I'm writing on behalf of {n}, who is in hospital.",
        "{n}'s order was split into two parcels.",
        "Your agent {m} promised a callback that never came.",
        "Please update the billing contact to {n}.",
        "Sent from my iPhone\n\n{n}",
        "Kind regards,\n{n}",
        "Ship it to {n}, 14 {s} Road, not to the office of {s} & Sons LLC.",
        "I returned the Ralph Lauren shirt; the receipt is in {n}'s name.",
        "Is {f} still working on my ticket?",
        "Contact person: {n}. Best time to call is after 5pm.",
        "My daughter {n} will pick it up from the store on {s} Avenue.",
        "We are {s} Consulting Ltd and our manager {n} needs an invoice.",
        "Speak to {n} in billing, she knows the case.",
    ],
    "es": [
        "Buenas tardes, soy {n} y me han cobrado dos veces.",
        "hola que tal, soy {n}, no puedo entrar en la app",
        "¿Pueden pasarle esto a {m}? Ella lleva nuestra cuenta.",
        "Titular: {n}\nIncidencia: tarjeta rechazada",
        "El paquete lo firmó {n}, pero aquí nadie se llama así.",
        "Escribo en nombre de {n}, que está hospitalizado.",
        "El pedido de {n} llegó en dos cajas.",
        "Su agente {m} prometió llamarme y nunca lo hizo.",
        "Cambien el contacto de facturación a {n}, por favor.",
        "Enviado desde mi iPhone\n\n{n}",
        "Un cordial saludo,\n{n}",
        "Envíenlo a {n}, Avenida {s} 14, no a la oficina de {s} y Asociados.",
        "Devolví la camisa de Carolina Herrera; el ticket está a nombre de {n}.",
        "¿Sigue {f} con mi incidencia?",
        "Persona de contacto: {n}. Mejor llamar por la tarde.",
        "Mi hija {n} lo recogerá en la tienda de la Calle {s}.",
        "Somos {s} Abogados S.L.P. y nuestra gerente {n} necesita la factura.",
        "Confirmen la devolución a {n} cuanto antes.",
    ],
}

# FRESH: a third set, written after the first two and before the recognizer's next change,
# never used to tune it. Other shapes than messages (CSV rows, key=value lines, JSON tool
# replies, e-mail signatures, chat typed in lower case) and Portuguese customers writing in
# Portuguese (language "pt", read by the Spanish pipeline as the daemon does), with names
# from other Faker locales (es_AR, es_CO, en_CA, pt_PT) beside the ones above.
FRESH = {
    "en": [
        "id,name,plan,status\n4471,{n},premium,overdue",
        "customer_name={n} plan=basic region=eu-west",
        '{"ticket": 88123, "requester": "{n}", "priority": "high"}',
        "Tool reply: order 55102 belongs to {n}; shipped to {s} Lane.",
        "Best,\n{n}\nHead of Operations | {s} Holdings",
        "--\n{n}\nSenior Accountant",
        "ok so i talked to {n} and they said wait a week",
        "pls tell {f} i sent the docs already",
        "Assigned to: {m}. Escalated by: {n}.",
        "From: {n}\nSubject: refund for order 9912",
        "The reviewer ({n}) approved the claim yesterday.",
        "We visited the {s} Museum, then {n} drove us home.",
        "Cc {n} and {m} on the reply, please.",
        "Note from {m}: customer is unhappy with the {s} Street branch.",
        "Payment of 40.00 from {n} was refunded.",
        "Meeting with {n} moved to Thursday.",
    ],
    "es": [
        "id;nombre;ciudad\n1182;{n};Rosario",
        "nombre_cliente={n} plan=basico pais=AR",
        '{"pedido": 30911, "destinatario": "{n}", "estado": "enviado"}',
        "Respuesta de la herramienta: el pedido 7720 es de {n}; se envió a la Avenida {s}.",
        "Saludos cordiales,\n{n}\nJefa de Compras | {s} y Asociados",
        "--\n{n}\nContabilidad",
        "buenas, hable con {n} y me dijo q esperara",
        "porfa diganle a {f} que ya mande los papeles",
        "Asignado a: {m}. Escalado por: {n}.",
        "De: {n}\nAsunto: reembolso del pedido 9912",
        "La revisora ({n}) aprobó el reclamo ayer.",
        "Fuimos a la Farmacia {s} y luego {n} nos llevó a casa.",
        "Pongan en copia a {n} y a {m}, por favor.",
        "Nota de {m}: el cliente está molesto con la sucursal de la Calle {s}.",
        "El pago de 40,00 de {n} fue devuelto.",
        "La reunión con {n} pasó al jueves.",
    ],
    "pt": [
        "Olá, aqui é {n} e meu pedido não chegou.",
        "oi, sou {n}, não consigo acessar minha conta",
        "Meu nome é {n} e quero cancelar a assinatura.",
        "Falei ontem com {m} e ela disse que estava resolvido.",
        "A nota fiscal está em nome de {n}.",
        "id;nome;cidade\n2231;{n};Campinas",
        '{"pedido": 5512, "cliente": "{n}", "status": "pendente"}',
        "Atenciosamente,\n{n}\nGerente de Compras | {s} & Filhos Ltda.",
        "Entreguem na Rua {s}, 120, aos cuidados de {n}.",
        "O pedido de {n} veio em duas caixas.",
        "minha esposa {f} fez a compra pelo app",
        "Responsável: {n}\nProblema: cartão recusado",
        "Por favor, peçam para {n} me ligar amanhã.",
        "Obrigado,\n{n}",
        "Encaminhem para {m}, que cuida da nossa conta.",
        "Comprei na loja {s} Calçados e a titular é {n}.",
    ],
}
TEMPLATES = {"dev": DEV, "heldout": HELDOUT, "fresh": FRESH}
# Faker locales per template set and language (shares of the messages).
LOCALES_OF = {"dev": {**LOCALES, "pt": (("pt_BR", 0.8), ("pt_PT", 0.2))}, "heldout": LOCALES,
              "fresh": {"en": (("en_US", 0.35), ("en_GB", 0.30), ("en_CA", 0.20), ("pt_BR", 0.15)),
                        "es": (("es_ES", 0.30), ("es_MX", 0.25), ("es_AR", 0.20), ("es_CO", 0.15), ("pt_BR", 0.10)),
                        "pt": (("pt_BR", 0.75), ("pt_PT", 0.25))}}


@dataclass
class NameMessage(Message):
    """A message of this corpus, with its casing class and where its names came from."""

    casing: str = "as written"
    locale: str = ""


def _fakers(seed: int, locales: dict) -> dict:
    from faker import Faker

    fakers = {}
    for index, locale in enumerate(sorted({loc for pairs in locales.values() for loc, _ in pairs})):
        fake = Faker(locale)
        fake.seed_instance(seed + index)
        fakers[locale] = fake
    return fakers


def _locale(rng: random.Random, locales: dict, language: str) -> str:
    pick, total = rng.random(), 0.0
    for locale, share in locales[language]:
        total += share
        if pick < total:
            return locale
    return locales[language][-1][0]


def _full_name(rng: random.Random, fake, locale: str, language: str) -> str:
    # Two surnames half the time in Spanish, and in Portuguese ("Ana Souza Lima").
    surnames = 2 if (locale.startswith("es") or language == "pt") and rng.random() < 0.5 else 1
    return " ".join([fake.first_name(), *(fake.last_name() for _ in range(surnames))])


def _fold_accents(text: str) -> str:
    """Accents dropped as in a chat ("María" -> "Maria"), character for character."""
    out = []
    for char in text:
        bare = "".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c))
        out.append(bare if len(bare) == 1 and char not in "ñÑçÇ" else char)
    return "".join(out)


def _recase(text: str, how) -> str:
    # Character by character, so every offset holds ("ß".upper() is two characters).
    return "".join(c2 if len(c2 := how(c)) == 1 else c for c in text)


def _message(rng: random.Random, fakers: dict, locales: dict, language: str, template: str,
             casing: str) -> NameMessage:
    locale = _locale(rng, locales, language)
    fake = fakers[locale]
    m = NameMessage(language, casing=casing, locale=locale)
    only_name = rng.random() < 0.4  # the name alone in another casing, the rest as written
    strip_accents = casing == "lower case" and rng.random() < 0.5
    pieces = template.replace("{", "\0{").replace("}", "}\0").split("\0")
    for piece in pieces:
        if piece in ("{n}", "{m}", "{f}"):
            name = fake.first_name() if piece == "{f}" else _full_name(rng, fake, locale, language)
            if casing == "ALL CAPS" and only_name:
                name = _recase(name, str.upper)
            elif casing == "lower case" and only_name:
                name = _recase(name, str.lower)
            m.add(name, m.names, "PERSON")
        elif piece == "{s}":
            m.add(fake.last_name())
        else:
            m.add(piece)
    if not only_name:
        if casing == "ALL CAPS":
            m.text = _recase(m.text, str.upper)
        elif casing == "lower case":
            m.text = _recase(m.text, str.lower)
    if strip_accents:
        m.text = _fold_accents(m.text)
    return m


def generate_names(per_template: int = 4, seed: int = 7_311, templates: str = "heldout") -> list[NameMessage]:
    """Each template `per_template` times in each casing class, with fresh names each time."""
    rng = random.Random(seed)
    locales = LOCALES_OF[templates]
    fakers = _fakers(seed, locales)
    out = []
    for language, items in TEMPLATES[templates].items():
        for template in items:
            for casing in CASINGS:
                for _ in range(per_template):
                    out.append(_message(rng, fakers, locales, language, template, casing))
    return out


__all__ = ["CASINGS", "NameMessage", "Labelled", "generate_names"]
