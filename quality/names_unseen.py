"""The unseen PERSON set: templates and names nobody tuning the recognizer has read.

Written apart from the recognizer and from the other sets' templates, from what a support
agent's day looks like: chat typed in lower case, emails with greetings and signatures,
forwarded headers, CRM exports (CSV, semicolon CSV, TSV), JSON tool replies, key=value logs,
URLs, tables, agent notes, names after titles, first names alone, surnames alone, two people in
one message, names that are also words. About a fifth of the templates are there for precision:
companies, streets, places, brands and products named after people, Spanish imperatives at a
sentence's start, words that are also names (abril, paz, rosa, dias, Mark, Hope): none of them
is labelled. Names come from quality/names_sources.py (US Census, IBGE, gender-guesser's
dictionary; Faker only for surname tables): not the names-dataset the recognizer uses, not the
Faker generators or mimesis of the other sets.

Each template is rendered `per_template` times in each casing class (as written, ALL CAPS,
lower case: the whole message cased, as forms and chat do). A label is the exact span of a name
in the final text: never a title, a possessive "'s" or punctuation. A name in a URL query is
written as forms encode it, without accents and with "+" between its words (?name=Ana+Souza):
it is labelled as one name over its "+"s, as the value a tool would decode.

Read as a table only (RESULTS.md, `python -m quality.names_eval --templates unseen`) while it
was the measure; since the sealed set (quality/names_sealed.py) replaced it, its misses have been
read and the recognizer tuned on them: it is a development set now.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import Person, fold, person

SEED = 731_2026

# {{A}} full name, {{A.first}}, {{A.last}} (all surnames), {{A.last1}} (the first surname),
# {{A.fl}} (first name and first surname), {{A.url}}, {{A.email}}; pronouns and titles by sex;
# {{A.first=Rose|Hope}} / {{A.last1=Dias|Rocha}} pin a name that is also a word.
# [[a|b|c]] picks one distractor or variant. Everything else is literal.
EN = [
    "hi im {{A}} my order {{order}} never arrived can u check",
    "hey its {{A.first}} again still no refund for {{order}}",
    "Hi team,\n\nI ordered a blender on {{date}} (order {{order}}) and it arrived cracked. Could you send a "
    "replacement?\n\nThanks,\n{{A}}\n{{phone}}",
    "Hello {{A.first}},\n\nThanks for reaching out. I've issued a refund of {{amount}} to your card; it should "
    "show in 5-7 business days.\n\nKind regards,\n{{B}}\nCustomer Care",
    "---------- Forwarded message ---------\nFrom: {{A}} <{{A.email}}>\nDate: {{date}}\nSubject: Re: missing "
    "parcel\nTo: support@example.com\n\nPlease see below, my neighbour {{B.first}} signed for it by mistake.",
    "ticket_id,customer_name,email,status\n{{ticket}},{{A}},{{A.email}},open\n{{ticket}},{{B}},{{B.email}},closed",
    "{{ticket}}\t{{A.first}}\t{{A.last}}\t{{phone}}\tpending callback",
    '{"customer": {"name": "{{A}}", "email": "{{A.email}}", "tier": "gold"}, "order": "{{order}}"}',
    '{"first_name": "{{A.first}}", "last_name": "{{A.last}}", "orders": 3, "vip": false}',
    '2026-03-02T10:14:07Z level=info event=refund_issued customer="{{A}}" order={{order}} agent={{B.first}}',
    "https://shop.example.com/account/lookup?name={{A.url}}&zip=00000&ref=support",
    "| Name | Order | Status |\n|---|---|---|\n| {{A}} | {{order}} | shipped |\n| {{B}} | {{order}} | returned |",
    "Spoke with {{A}} on the phone, {{A.she}} confirms the address is correct and asked us to "
    "resend the invoice.",
    "Dear {{A.mr}} {{A.last1}},\n\nWe are sorry for the delay with order {{order}}. A new delivery date will follow.",
    "Appointment for Dr. {{A.fl}} moved to Thursday; patient contact is {{B}} at {{phone}}.",
    "So I was told last week by someone on your chat that if I returned the jacket before the end of the month "
    "the store credit would go back to {{A.fl}}'s account but it still has not shown up and I am getting tired "
    "of waiting.",
    "ok that worked, thanks {{A.first}}",
    "Thanks, {{A.first=Rose|Hope|Grace|Joy|Ivy|Summer|April|June|Faith|Amber}}! That sorted it.",
    "{{A.mr}} {{A.last1}} called again about the double charge on {{date}}.",
    "{{A.first}} and {{B.first}} share the account; please only send statements to {{B}}.",
    "{{A}} here, the tracking number you sent me doesn't work.",
    "Name: {{A}}\nPhone: {{phone}}\nEmail: {{A.email}}\nIssue: charger stopped working after two weeks",
    "Escalating to {{B.first}}: customer {{A}} (acct {{id}}) has been charged twice for the annual plan.",
    "[10:02] {{A.first}}: hello?\n[10:03] Agent {{B.first}}: Hi {{A.first}}, how can I help?\n"
    "[10:03] {{A.first}}: my password reset email never comes",
    "Please update {{A}}'s shipping address to 12 Example Road, Apt 4.",
    "cc: {{A}}, {{B}}\nRe: warranty claim {{ticket}}",
    "<tr><td>{{A}}</td><td>{{A.email}}</td><td>{{date}}</td><td>{{amount}}</td></tr>",
    "voicemail from {{A}} at {{phone}}: says the technician never showed up, wants a call back after 5",
    "my {{B.wife}} {{B.first}} placed the order under {{B.her}} name, {{B}}, but I'm the one who paid",
    "Delivered {{date}} 14:32, signed for by: {{A.last1}}",
    "Customer asked for a supervisor. Transferred to {{B.fl}} at 3:40pm; {{A.first}} was polite "
    "but frustrated about order {{order}}.",
    # precision: companies, streets, places, brands and products named after people; words that are names
    "I bought the [[Johnson & Johnson|Procter & Gamble|Ben & Jerry's|Marks & Spencer]] gift set at your store on "
    "[[Martin Luther King Jr. Blvd|Lincoln Avenue|Washington Street|Jefferson Road]] and it was missing an item.",
    "Shipping to [[Jacksonville|St. Louis|Charlotte|Victoria|San Antonio]] is taking forever, order {{order}}. "
    "- {{A.first}}",
    "Customer Name: [[N/A|unknown|Guest]]\nAgent: Support Bot\nChannel: web chat\nNotes: asked about "
    "[[Tesla Model 3|Jordan 1 Retro|Dr. Martens boots|Mr. Coffee maker]] availability",
    "Is the [[Ford|Dell|Ferrari|Porsche|Chanel]] discount still valid? I saw it on the "
    "[[Wendy's|McDonald's|Tim Hortons|Dunkin']] receipt.",
    "[[Mark|Flag]] this ticket as urgent and [[bill|charge]] the card on file, thanks. {{A.first}}",
    "Our office is on [[Grace Street|Rose Lane|Victoria Road|Albert Square]] near the station; the courier keeps "
    "going to the wrong door.",
    "The [[Alexa|Siri|Cortana]] integration stopped working after the update, per {{A}}.",
    "Hope this helps. I attached the receipt from "
    "[[Walgreens|Macy's|Kroger|Dillard's]].\n\nRegards,\nCustomer Service Team\nSent from my iPhone",
]

ES = [
    "hola soy {{A.fl}} no me ha llegado el pedido {{order}}",
    "buenas tardes me llamo {{A}} y quiero darme de baja",
    "Hola,\n\nEl día {{date}} compré una lavadora (pedido {{order}}) y llegó con un golpe en la puerta. ¿Me pueden "
    "enviar un técnico?\n\nUn saludo,\n{{A}}\nTel. {{phone}}",
    "Hola {{A.first}}:\n\nLe confirmamos que el reembolso de {{amount}} se ha procesado correctamente.\n\n"
    "Atentamente,\n{{B}}\nAtención al Cliente",
    "---------- Mensaje reenviado ---------\nDe: {{A}} <{{A.email}}>\nFecha: {{date}}\nAsunto: Factura "
    "duplicada\nPara: soporte@example.com\n\nOs reenvío lo que me mandó {{B.first}} ayer.",
    "id;nombre;apellidos;email;estado\n{{ticket}};{{A.first}};{{A.last}};{{A.email}};abierto",
    "{{ticket}}\t{{A}}\t{{phone}}\tincidencia resuelta",
    '{"cliente": {"nombre": "{{A}}", "email": "{{A.email}}"}, "pedido": "{{order}}"}',
    '{"customer": {"first_name": "{{A.first}}", "last_name": "{{A.last}}", "country": "ES"}}',
    'ts=2026-02-11T09:30:00Z nivel=warn evento=pago_rechazado cliente="{{A}}" pedido={{order}} agente={{B.first}}',
    "https://tienda.example.com/buscar-cliente?nombre={{A.url}}&pais=es",
    "| Cliente | Pedido | Estado |\n|---|---|---|\n| {{A}} | {{order}} | enviado |\n| {{B}} | {{order}} | devuelto |",
    "Hablé con {{A.fl}} por teléfono, {{A.ella}} confirma que la dirección es correcta y pide que le "
    "reenviemos la factura.",
    "Buenos días, {{A.sr}} {{A.last1}}: lamentamos el retraso en su pedido {{order}}.",
    "La consulta con {{A.eldr}} {{A.fl}} pasa al jueves; el contacto del paciente es {{B}}, {{phone}}.",
    "Les escribo porque la semana pasada me dijeron por el chat que si devolvía la chaqueta antes de fin de mes "
    "el saldo volvería a la cuenta de {{A.fl}} pero todavía no aparece y ya llevo tres llamadas.",
    "vale ya funciona gracias {{A.first}}",
    "Gracias, {{A.first=Paz|Abril|Luz|Rosa|Pilar|Consuelo|Soledad|Rosario}}, ya está solucionado.",
    "Llamada {{A.delsr}} {{A.last1}}: reclama otra vez el cobro duplicado del {{date}}.",
    "{{A.first}} y {{B.first}} comparten la cuenta; los extractos solo a nombre de {{B}}.",
    "{{A.first}} aquí: el número de seguimiento que me mandaron no funciona.",
    "Nombre: {{A}}\nTeléfono: {{phone}}\nCorreo: {{A.email}}\nMotivo: el cargador dejó de funcionar",
    "Escalo a {{B.first}}: {{A.elcliente}} {{A}} (cuenta {{id}}) tiene dos cargos del plan anual.",
    "[10:02] {{A.first}}: hola?\n[10:03] Agente {{B.first}}: Hola {{A.first}}, ¿en qué te ayudo?\n"
    "[10:03] {{A.first}}: no me llega el correo para cambiar la contraseña",
    "Por favor actualicen la dirección de envío de {{A}} a Calle Ejemplo 12, 3º B.",
    "CC: {{A}}; {{B}}\nAsunto: garantía {{ticket}}",
    "<tr><td>{{A}}</td><td>{{A.email}}</td><td>{{date}}</td></tr>",
    "buzón de voz de {{A}} al {{phone}}: dice que el técnico no vino, pide que le llamen después de las 5",
    "mi pareja {{B.first}} hizo el pedido a su nombre, {{B}}, pero pagué yo con mi tarjeta",
    "Entregado el {{date}} a las 14:32. Recibió: {{A.last1}} (portería)",
    "{{A.fl}}: buenas, ¿a qué hora abren mañana?",
    "Nota interna: {{A}} pidió hablar con un supervisor; le pasé con {{B.first}} a las 15:40.",
    # precision: streets, shops, places named after people; imperatives; abril, paz, rosa as words
    "Compré en [[El Corte Inglés|Casa del Libro|Zara]] de la [[Calle Miguel Servet|Avenida de Andalucía|"
    "Calle Alfonso XII|Plaza de Isabel II]] y el ticket no aparece.",
    "[[Hagan|Revisen|Manden|Cancelen|Confirmen]] el pedido {{order}} por favor, llevo una semana esperando. "
    "{{A.first}}",
    "Me lo tenían que entregar el 3 de abril en [[San Sebastián|Santa Cruz de Tenerife|Ciudad Juárez|San José]] "
    "y nada.",
    "Quiero devolver la camiseta [[rosa|blanca]] talla M y déjenme en paz con la publicidad, por favor.",
    "El cargo aparece como [[Banco Santander|Mercadona|Telefónica|Iberia]] y yo no compré nada ahí.",
    "Atentamente,\nEl equipo de Atención al Cliente\nEnviado desde mi iPhone",
    "¿Tienen el [[Galaxy S23|Kindle Paperwhite|iPhone 15|Thermomix TM6]] en stock? Lo vi en la web de "
    "[[Casa del Libro|MediaMarkt|PcComponentes]].",
    "El lunes voy al [[Hospital Gregorio Marañón|Estadio Santiago Bernabéu|Aeropuerto Adolfo Suárez]], "
    "¿puedo recoger allí el paquete? {{A}}",
]

PT = [
    "oi sou {{A.fl}} meu pedido {{order}} nao chegou",
    "boa tarde meu nome é {{A}} e quero cancelar a assinatura",
    "Olá,\n\nNo dia {{date}} comprei uma geladeira (pedido {{order}}) e ela chegou amassada. Podem mandar um "
    "técnico?\n\nAtenciosamente,\n{{A}}\nTel.: {{phone}}",
    "Olá, {{A.first}}!\n\nConfirmamos o estorno de {{amount}} no seu cartão.\n\nAtenciosamente,\n{{B}}\n"
    "Central de Atendimento",
    "---------- Mensagem encaminhada ---------\nDe: {{A}} <{{A.email}}>\nData: {{date}}\nAssunto: Cobrança em "
    "duplicidade\nPara: atendimento@example.com\n\nSegue o que {{B.o}} {{B.first}} me mandou.",
    "protocolo,nome,email,status\n{{ticket}},{{A}},{{A.email}},aberto\n{{ticket}},{{B}},{{B.email}},fechado",
    "{{ticket}}\t{{A.first}}\t{{A.last}}\t{{phone}}\taguardando retorno",
    '{"cliente": {"nome": "{{A}}", "email": "{{A.email}}"}, "pedido": "{{order}}"}',
    '{"first_name": "{{A.first}}", "last_name": "{{A.last}}", "uf": "SP", "ativo": true}',
    'ts=2026-02-11T09:30:00Z level=error evento=pagamento_recusado cliente="{{A}}" pedido={{order}}',
    "https://loja.example.com/clientes?nome={{A.url}}&uf=RJ",
    "| Cliente | Pedido | Status |\n|---|---|---|\n| {{A}} | {{order}} | enviado |\n| {{B}} | {{order}} | devolvido |",
    "Falei com {{A.fl}} por telefone, {{A.ela}} confirma o endereço e pediu a segunda via do boleto.",
    "Bom dia, {{A.sr}} {{A.last1}}. Lamentamos o atraso na entrega do pedido {{order}}.",
    "Consulta com {{A.odr}} {{A.fl}} remarcada para quinta-feira; contato do paciente: {{B}}, {{phone}}.",
    "Estou escrevendo porque semana passada me disseram no chat que se eu devolvesse a jaqueta até o fim do mês "
    "o crédito voltaria para a conta de {{A.fl}} mas até agora nada e já liguei três vezes.",
    "blz deu certo valeu {{A.first}}",
    "Obrigado, {{A.first=Rosa|Glória|Luz|Vitória|Aurora|Dalva|Flor}}! Resolvido.",
    "Ligação {{A.dosr}} {{A.last1=Dias|Rocha|Pereira|Leite|Paz|Neves}}: reclama da cobrança em dobro.",
    "{{A.first}} e {{B.first}} dividem a conta; as faturas só em nome de {{B}}.",
    "{{A}} aqui, o código de rastreio que vocês mandaram não funciona.",
    "Nome: {{A}}\nTelefone: {{phone}}\nE-mail: {{A.email}}\nMotivo: carregador parou de funcionar",
    "Escalando para {{B.first}}: cliente {{A}} (conta {{id}}) foi cobrad{{A.o}} duas vezes no plano anual.",
    "[10:02] {{A.first}}: oi?\n[10:03] Atendente {{B.first}}: Olá, {{A.first}}, como posso ajudar?\n"
    "[10:03] {{A.first}}: o e-mail de troca de senha não chega",
    "Favor atualizar o endereço de entrega de {{A}} para Rua Exemplo, 12, apto 4.",
    "{{A.fl}}: bom dia, vcs abrem amanhã?",
    "<tr><td>{{A}}</td><td>{{A.email}}</td><td>{{date}}</td></tr>",
    "correio de voz de {{A}} no {{phone}}: diz que o técnico não apareceu, pede retorno depois das 17h",
    "{{B.esposa}} {{B.first}} fez o pedido no nome {{B.dela}}, {{B}}, mas quem pagou fui eu",
    "Entregue em {{date}} às 14:32. Recebido por: {{A.last1}} (portaria)",
    "Cliente {{A}} pediu troca do produto; {{B.o}} atendente {{B.first}} autorizou e abriu o protocolo {{ticket}}.",
    "Cc: {{A}}; {{B}}\nAssunto: garantia {{ticket}}",
    # precision: shops, streets, places named after people; dias, rosa as words
    "Comprei na [[Casas Bahia|Lojas Americanas|Ponto Frio|Renner]] da [[Rua Augusta|Avenida Paulista|"
    "Rua Oscar Freire|Avenida Presidente Vargas]] e a nota fiscal não aparece.",
    "Faz três dias que espero o reembolso do pedido {{order}}. São dias e dias sem resposta. {{A.first}}",
    "A entrega para [[São Paulo|Santa Catarina|Vila Madalena|Belo Horizonte|Florianópolis]] está atrasada.",
    "A cobrança veio como [[Magazine Luiza|Drogaria São Paulo|Pão de Açúcar|Mercado Livre]] e eu não comprei "
    "nada lá.",
    "Quero trocar a blusa [[rosa|branca]] tamanho M, veio manchada.",
    "Atenciosamente,\nEquipe de Atendimento\nEnviado do meu iPhone",
    "Vou estar no [[Hospital Albert Einstein|Estádio Mané Garrincha|Aeroporto Santos Dumont|Parque Ibirapuera]] "
    "segunda, posso retirar lá? {{A}}",
    "O [[Galaxy S23|Kindle|iPhone 15|Echo Dot]] chegou sem carregador. Protocolo {{ticket}}.",
]

TEMPLATES = {"en": EN, "es": ES, "pt": PT}

_TOKEN = re.compile(r"\{\{(\w+)(?:\.(\w+))?(?:=([^}]+))?\}\}|\[\[([^\]]+)\]\]")
_NAME_FIELDS = {None: "full", "first": "first", "last": "last", "last1": "last1", "fl": "first_last1", "url": "url"}
_BY_SEX = {"she": ("she", "he"), "ella": ("ella", "él"), "ela": ("ela", "ele"), "mr": ("Ms.", "Mr."),
           "sr": ("Sra.", "Sr."), "dr": ("Dra.", "Dr."), "her": ("her", "his"), "wife": ("wife", "husband"),
           "elcliente": ("la clienta", "el cliente"), "o": ("a", "o"), "esposa": ("minha esposa", "meu marido"),
           "dela": ("dela", "dele"),
           "eldr": ("la Dra.", "el Dr."), "delsr": ("de la Sra.", "del Sr."), "odr": ("a Dra.", "o Dr."),
           "dosr": ("da Sra.", "do Sr.")}


@dataclass
class UnseenMessage(NameMessage):
    """A message of the unseen set: its casing class, and its first person's origin as `locale`."""


def _email(rng: random.Random, p: Person) -> str:
    first = fold(p.first.split()[0]).lower()
    last = fold(p.surnames[0]).lower().replace(" ", "").replace("-", "").replace("'", "")
    local = rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{rng.randint(1, 99)}", first))
    return f"{local}@example.{rng.choice(('com', 'org', 'net'))}"


def _filler(rng: random.Random, kind: str) -> str:
    if kind == "order":
        return f"ORD-{rng.randint(100000, 999999)}"
    if kind == "ticket":
        return f"TCK-{rng.randint(1000, 9999)}"
    if kind == "phone":
        return f"555-01{rng.randint(0, 99):02d}"
    if kind == "id":
        return f"ACC{rng.randint(10000, 99999)}"
    if kind == "date":
        return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if kind == "amount":
        return f"{rng.randint(5, 400)}.{rng.randint(0, 99):02d} EUR"
    raise ValueError(f"unknown filler {kind!r} in a template")


def _people(rng: random.Random, template: str, language: str) -> dict[str, Person]:
    """The template's persons, with the pinned names (Rose, Paz, Dias) chosen first."""
    pins: dict[str, dict[str, str]] = {}
    for m in _TOKEN.finditer(template):
        if m.group(3):
            pins.setdefault(m.group(1), {})[m.group(2)] = rng.choice(m.group(3).split("|"))
    people = {}
    for key in sorted({m.group(1) for m in _TOKEN.finditer(template) if m.group(1) and m.group(1).isupper()}):
        pin = pins.get(key, {})
        people[key] = person(rng, language, first=pin.get("first"), surname=pin.get("last1"))
    return people


def render(rng: random.Random, template: str, language: str, casing: str) -> UnseenMessage:
    """One message of `template`, cased fragment by fragment so every label is exact after casing."""
    case = {"as written": str, "ALL CAPS": str.upper, "lower case": str.lower}[casing]
    people = _people(rng, template, language)
    first = next(iter(people.values()), None)
    message = UnseenMessage(language=language, casing=casing, locale=first.origin if first else "none")
    emails = {key: _email(rng, p) for key, p in people.items()}
    at = 0
    for m in _TOKEN.finditer(template):
        message.add(case(template[at:m.start()]))
        at = m.end()
        key, attr, choices = m.group(1), m.group(2), m.group(4)
        if choices:
            message.add(case(rng.choice(choices.split("|"))))
        elif key in people:
            p = people[key]
            if attr in _BY_SEX:
                message.add(case(_BY_SEX[attr][0 if p.sex == "F" else 1]))
            elif attr == "email":
                message.add(case(emails[key]))
            else:
                form = _NAME_FIELDS[attr]
                value = {"full": p.full, "first": p.first, "last": p.last, "last1": p.last1,
                         "first_last1": p.first_last1, "url": fold(p.full).replace(" ", "+")}[form]
                message.add(case(value), message.names, "PERSON", form)
        else:
            message.add(case(_filler(rng, key)))
    message.add(case(template[at:]))
    return message


def generate_unseen(per_template: int = 4, seed: int = SEED) -> list[UnseenMessage]:
    """Every template `per_template` times in each casing class, for each language."""
    rng = random.Random(seed)
    out = []
    for language, templates in TEMPLATES.items():
        for template in templates:
            for casing in CASINGS:
                for _ in range(per_template):
                    out.append(render(rng, template, language, casing))
    return out


__all__ = ["TEMPLATES", "UnseenMessage", "generate_unseen"]
