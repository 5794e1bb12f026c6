"""The sealed3 PERSON set: support text in English, Spanish and Portuguese, names labelled exactly.

Written by someone who read neither the recognizer nor any other set's templates. It was the
measure, read as a table only, until the sealed4 set was written; since then its misses are read
and tuned on (`python -m quality.names_eval --templates sealed3 --examples`).

Names come from quality/names_sources.py (US Census 1990, IBGE 2010, gender-guesser's dictionary,
Faker's surname tables) and, for origins those sources lack, from two more of Faker's tables:
zh_CN's romanised (pinyin) given and family names, and pl_PL's first names and surnames.

A template holds person slots `[[form:x]]` (x names one person of the message, so `[[full:a]]`
and `[[first:a]]` are the same person) and other holes `{{what}}` or `{{what:x}}` (contact data,
all obviously fake; `title` a title matching person x's sex, `atitle` the same with its Spanish or
Portuguese article). Forms:
  full   first name(s) and every surname, with its particles
  fl     first name and the surname they go by (the first in Spanish, the last in Portuguese)
  first  first name(s) alone
  last   that surname alone (after a title, which stays outside the label)
  init   an initial: "J. Surname" or "First J. Surname"
  hyph   two surnames joined by a hyphen
  part   a surname with its particle (da, dos, del, de la) or, in English, a middle initial
  word   a name one of whose parts is also a word of the language (Rose, Luz, Rocha)
  wfirst such a first name alone
Templates without `[[` hold no person, only what looks like one.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import (
    Person,
    census,
    es_surnames,
    faker_table,
    fold,
    known_parts,
    person,
    pt_surnames,
)

SEED = 40_319

TEMPLATES: dict[str, list[str]] = {
    "en": [
        # --- people
        "[10:02] Visitor: hi, my name is [[full:a]] and order {{order}} never arrived\n"
        "[10:03] Agent ([[first:b]]): Sorry to hear that, [[first:a]]. Let me check the tracking for you.\n"
        "[10:05] Visitor: thanks, it's been two weeks",
        "Subject: Refund for order {{order}}\n\nHi [[first:b]],\n\nI returned the blender on {{date}} but the refund "
        "still hasn't shown up. Could you look into it?\n\nBest regards,\n[[full:a]]\n{{phone}}",
        "---------- Forwarded message ---------\nFrom: [[full:a]] <{{email:a}}>\nDate: {{date}}\n"
        "Subject: Re: damaged item\nTo: support@example.com\n\n> On {{date}}, [[full:b]] wrote:\n"
        "> We have shipped a replacement.\n\nThe replacement arrived broken as well.",
        "Ticket #{{ticket}} history\n- {{date}} opened by [[full:a]] via web form\n- {{date}} assigned to "
        "[[fl:b]] (Tier 2)\n- {{date}} [[first:b]] asked for photos of the damage\n- {{date}} status: pending customer",
        "Call note: spoke with {{title:a}} [[last:a]] about the late delivery; asked that [[fl:c]] be added as an "
        "authorised contact on the account. Follow up Tuesday.",
        '{"customer": {"id": "{{cust}}", "name": "[[full:a]]", "email": "{{email:a}}", "phone": "{{phone}}"}, '
        '"last_agent": "[[first:b]]", "tier": "gold"}',
        '<booking ref="{{booking}}"><guest>[[full:a]]</guest><guests>2</guests><checkin>{{date}}</checkin>'
        "<notes>Late arrival, call {{phone}}</notes></booking>",
        'event=callback_requested customer_name="[[full:a]]" phone="{{phone}}" agent="[[fl:b]]" queue=billing',
        "name,email,plan\n[[full:a]],{{email:a}},Premium\n[[full:b]],{{email:b}},Basic\n[[hyph:c]],{{email:c}},Premium",
        "| Agent | Open tickets | CSAT |\n|---|---|---|\n| [[fl:a]] | 12 | 4.8 |\n| [[fl:b]] | 7 | 4.6 |\n"
        "| [[init:c]] | 9 | 4.9 |",
        "<p>Dear {{title:a}} [[last:a]],</p><p>Your appointment with <strong>{{title:b}} [[last:b]]</strong> is "
        "confirmed for {{date}} at {{time}}.</p>",
        "Your courier [[first:a]] is 10 min away with parcel {{order}}. Reply STOP to opt out.",
        "Delivered {{date}} {{time}}. Signed for by: [[full:a]]. Left with reception.",
        "Payment received: ${{amount}} from [[full:a]] (card ending 4242) for invoice INV-{{ticket}}.",
        "yeah hi this is [[full:a]] calling about my internet it keeps dropping every evening my neighbour "
        "[[first:b]] has the same problem can someone call me back on {{phone}}",
        "[[full:a]] called twice today about the duplicate charge. [[first:a]] wants a supervisor to call back "
        "before Friday.",
        "Please escalate to the fraud team (cc [[fl:a]]). The cardholder, [[full:b]], confirmed the last two "
        "transactions were not made by them.",
        "I'm writing on behalf of a relative. [[full:a]]'s account was locked after the password reset, and "
        "[[first:b]]'s phone doesn't get the SMS code either.",
        "Attendees for the onboarding call:\n1. [[full:a]] (Finance)\n2. [[full:b]] (IT)\n3. [[init:c]] "
        "(Procurement)\n4. [[full:d]]",
        "Note from [[word:a]]: customer asked for a callback after 5pm. [[wfirst:b]] from the warehouse says the "
        "pallet is ready.",
        "Account holder: [[hyph:a]]\nJoint holder: [[part:b]]\nBranch: Downtown",
        "Approved by [[init:a]] on {{date}}. Reviewed by [[part:b]].",
        "Customer ID {{cust}} · [[full:a]] · {{email:a}} · {{phone}} · member since 2019",
        "Agent: Good morning, am I speaking with {{title:a}} [[last:a]]?\nCustomer: yes, speaking\n"
        "Agent: Thanks. I'm [[first:b]] from the returns team.",
        "From: [[full:a]] <{{email:a}}>\nTo: Billing <billing@example.com>\nCc: [[full:b]] <{{email:b}}>\n\n"
        "Please find the signed form attached.",
        "ticket_id\tassignee\trequester\tstatus\n{{ticket}}\t[[fl:a]]\t[[full:b]]\topen",
        "System: conversation transferred to [[fl:a]].\n[[first:a]]: Hi there, I can see you spoke with "
        "[[first:b]] earlier about the warranty.",
        "Caller ([[full:a]]) said the order was placed by [[fl:b]], who is travelling until Friday. Verified "
        "postcode and date of birth.",
        "thanks so much [[first:a]]!! you were way more helpful than the last guy. ill leave a 5 star review "
        "for you and [[word:b]]",
        "@here heads-up: [[first:a]] is off sick today, so [[fl:b]] is covering the billing queue until 3pm. "
        "Ping [[first:b]] with anything urgent.",
        "SHIP TO:\n[[full:a]]\n1200 Example St Apt 3\nSpringfield, IL 62704\nATTN: [[fl:b]], Receiving",
        "My account is registered under [[fl:a]] but my legal name is [[full:a]], please update it. Also "
        "remove [[full:b]] as an authorized user.",
        # --- no person, only what looks like one
        "Hi, I bought a Dyson at your Lincoln Road store but the receipt says Marks & Spencer? Can you check "
        "order {{order}}?",
        "Your parcel is at the pickup point on Washington Street next to Jefferson Elementary School. Open Monday "
        "to Saturday, 9am-6pm.",
        "Please note: the Customer Name field is required. First Name / Last Name / Date of Birth must match "
        "your photo ID.",
        "Reminder: our offices are closed on Christmas Day and Boxing Day. Support resumes {{date}}. Happy "
        "holidays from the Customer Care team!",
        '{"status": "shipped", "carrier": "FedEx", "origin": "Hamilton warehouse", "service": "Express Saver", '
        '"eta": "{{date}}"}',
        "Will the Ford adapter fit the Dell charger? I also have a Tesla wall connector at home.",
        "Can I swap my tickets for Chelsea v Arsenal for the Lakers game in May? Reference {{order}}.",
        "Account Manager: unassigned\nSales Director: vacant\nPriority: High\nRegion: South West\nSummary: "
        "customer requests a replacement under warranty.",
        "Reset the router, wait two minutes, then check the status light. Grant the app access when prompted. "
        "Call us if it stays red.",
        "Shipping to Victoria, BC or Austin, TX takes 3-5 business days; Orlando and Charlotte get next-day "
        "delivery.",
        "Order {{order}}: 2 x Jack Daniel's gift set, 1 x Ben & Jerry's voucher, 1 x Calvin Klein belt. Gift "
        "wrap: yes.",
        "Delivery address: 1200 Lincoln Ave, near St. Mary's Hospital and Roosevelt High School. Ring Apt 4B.",
        "Monday: Presidents' Day hours 10-4. Tuesday to Friday: regular hours. Saturday: the Franklin and "
        "Madison stores close for inventory.",
    ],
    "es": [
        # --- personas
        "[09:14] Cliente: hola buenas, soy [[full:a]], el pedido {{order}} me llegó incompleto\n"
        "[09:15] Agente [[first:b]]: Hola [[first:a]], lamento lo ocurrido. ¿Me confirma su correo?\n"
        "[09:16] Cliente: {{email:a}}",
        "Asunto: Cambio de titular\n\nHola [[first:b]]:\n\nLes escribo para pedir que la línea {{phone}} pase a "
        "nombre de [[full:c]].\n\nUn saludo,\n[[full:a]]",
        "---------- Mensaje reenviado ---------\nDe: [[full:a]] <{{email:a}}>\nFecha: {{date}}\nAsunto: "
        "Reclamación\nPara: atencion@example.com\n\nEl {{date}}, [[full:b]] escribió:\n> Su reembolso se "
        "procesará en 5 días hábiles.",
        "Incidencia {{ticket}}\n· {{date}} abierta por [[full:a]]\n· {{date}} reasignada a [[fl:b]] (nivel 2)\n"
        "· {{date}} [[first:b]] solicita fotos del producto\n· {{date}} pendiente de respuesta",
        "Nota de llamada: hablé con {{atitle:a}} [[last:a]]; autoriza a [[fl:c]] a recoger el paquete en tienda. "
        "Volver a llamar el lunes.",
        '{"cliente": {"id": "{{cust}}", "nombre": "[[full:a]]", "correo": "{{email:a}}", "telefono": "{{phone}}"}, '
        '"asesor": "[[fl:b]]"}',
        '<reserva codigo="{{booking}}"><titular>[[full:a]]</titular><acompanante>[[full:b]]</acompanante>'
        "<entrada>{{date}}</entrada></reserva>",
        'evento=devolucion_creada cliente="[[full:a]]" tienda="Gran Vía 32" operador="[[fl:b]]" motivo=talla',
        "nombre;correo;tarifa\n[[full:a]];{{email:a}};Fibra 600\n[[full:b]];{{email:b}};Móvil\n"
        "[[part:c]];{{email:c}};Fibra 300",
        "| Técnico | Zona | Visitas |\n|---|---|---|\n| [[fl:a]] | Norte | 6 |\n| [[fl:b]] | Centro | 4 |\n"
        "| [[init:c]] | Sur | 5 |",
        "<p>Estimado/a {{title:a}} [[last:a]]:</p><p>Su cita con <b>{{atitle:b}} [[last:b]]</b> queda confirmada "
        "para el {{date}} a las {{time}}.</p>",
        "Tu repartidor [[first:a]] llegará en 15 min con el pedido {{order}}. Responde BAJA para no recibir más "
        "avisos.",
        "Entregado el {{date}} a las {{time}}. Recibido por: [[full:a]] (portería).",
        "Bizum recibido: {{amount}} € de [[full:a]]. Concepto: cuota gimnasio.",
        "hola sí mira soy [[full:a]] llamo porque el router se reinicia cada noche en mi edificio [[first:b]] tiene lo "
        "mismo me pueden llamar al {{phone}}",
        "[[full:a]] ha llamado tres veces por el cargo duplicado. [[first:a]] pide hablar con un supervisor.",
        "Por favor escalar a fraude (cc [[fl:a]]). La persona titular, [[full:b]], no reconoce los dos últimos "
        "cargos.",
        "El contrato de [[full:a]] vence el {{date}}; su familiar [[first:b]] quiere renovarlo a su nombre.",
        "Asistentes a la reunión:\n- [[full:a]] (Compras)\n- [[full:b]] (Sistemas)\n- [[part:c]] (Legal)",
        "Nota de [[word:a]]: el cliente pide que le llamen por la tarde. [[wfirst:b]] del almacén confirma que "
        "el palé está listo.",
        "Titular: [[hyph:a]]\nCotitular: [[part:b]]\nOficina: Valencia Centro",
        "Aprobado por [[init:a]] el {{date}}. Revisado por [[fl:b]].",
        "Cliente {{cust}} · [[full:a]] · {{email:a}} · {{phone}} · alta 2018",
        "Agente: Buenos días, ¿{{title:a}} [[last:a]]?\nCliente: sí, dígame\nAgente: Le atiende "
        "[[first:b]], del departamento de bajas.",
        "[[first:a]]: oye no me ha llegado el código\n[[first:a]]: ya lo probé 3 veces\nSoporte ([[first:b]]): "
        "¡Hola! Te lo reenviamos ahora mismo",
        "De: [[full:a]] <{{email:a}}>\nPara: Facturación <facturacion@example.com>\nCC: [[full:b]] <{{email:b}}>\n\n"
        "Adjunto la factura rectificada.",
        "incidencia\tasignada\tsolicitante\testado\n{{ticket}}\t[[fl:a]]\t[[full:b]]\tabierta",
        "Sistema: conversación transferida a [[fl:a]].\n[[first:a]]: Hola, veo que antes hablaste con "
        "[[first:b]] sobre la garantía.",
        "Buenas tardes, les escribe [[full:a]] desde Monterrey. Mi asesor era el Lic. [[last:b]] pero ya no "
        "contesta los correos.",
        "Aviso interno: [[first:a]] está de baja hoy, [[fl:b]] cubre la cola de facturación hasta las 15:00. "
        "Cualquier urgencia, a [[first:b]].",
        "DESTINATARIO:\n[[full:a]]\nC/ Ejemplo 12, 3º B\n28080 Madrid\nA la atención de: [[fl:b]]",
        "La cuenta está a nombre de [[fl:a]] pero en el DNI figuro como [[full:a]]; ¿pueden corregirlo? "
        "También quiero dar de baja a [[full:b]] como usuario autorizado.",
        # --- sin personas, solo lo que parece una
        "Compré en El Corte Inglés de la calle Goya un portátil Lenovo y en la factura aparece Hermanos Pérez "
        "S.L. ¿Es correcto? Pedido {{order}}.",
        "Su paquete está en el punto de recogida junto a la estación de Atocha, frente al Colegio San Ignacio "
        "de Loyola. Horario de lunes a sábado.",
        "Nombre: ______\nApellidos: ______\nFecha de nacimiento: ______\nFirma del titular: ______",
        "Aviso: el Día de Reyes y el Jueves Santo las oficinas permanecerán cerradas. Volvemos el {{date}}. "
        "¡Felices fiestas!",
        '{"estado": "en reparto", "transportista": "Correos Express", "almacen": "Getafe", "servicio": '
        '"Urgente 24h", "fecha_estimada": "{{date}}"}',
        "Pregunta: ¿el cargador de Samsung sirve para el Xiaomi? También tengo un adaptador Philips. Gracias",
        "¿Puedo cambiar mis entradas del Real Madrid - Atlético por el partido de Boca Juniors en mayo? "
        "Localizador {{order}}.",
        "Gestor de cuenta: sin asignar\nDirector comercial: vacante\nPrioridad: Alta\nZona: Levante\nResumen: "
        "el cliente solicita cambio de tarifa.",
        "Reinicie el módem, espere dos minutos y compruebe la luz de estado. Si sigue en rojo, Llame al "
        "servicio técnico.",
        "Enviamos a Santa Cruz de Tenerife, San Sebastián y Ciudad Victoria en 48-72 h; a Medellín y Valparaíso "
        "en 5 días.",
        "Pedido {{order}}: 1 x perfume Carolina Herrera, 2 x vino Marqués de Riscal, 1 x bolso Loewe. Envolver "
        "para regalo: sí.",
        "Dirección de entrega: Av. Benito Juárez 1200, Col. Del Valle, CDMX. Referencia: frente al Hospital "
        "Ángeles.",
        "Lunes: horario especial por San José. De martes a viernes, horario habitual. Sábado: cerradas las "
        "tiendas de Príncipe de Vergara y Alonso Martínez.",
    ],
    "pt": [
        # --- pessoas
        "[14:20] Cliente: oi, aqui é [[full:a]], meu pedido {{order}} veio com defeito\n[14:21] Atendente "
        "[[first:b]]: Olá, [[first:a]]! Sinto muito. Pode me confirmar o e-mail?\n[14:22] Cliente: {{email:a}}",
        "Assunto: Troca de titularidade\n\nOlá [[first:b]],\n\nGostaria de transferir a linha {{phone}} para o "
        "nome de [[full:c]].\n\nAtenciosamente,\n[[full:a]]",
        "---------- Mensagem encaminhada ---------\nDe: [[full:a]] <{{email:a}}>\nData: {{date}}\nAssunto: "
        "Reclamação\nPara: sac@example.com\n\nEm {{date}}, [[full:b]] escreveu:\n> O estorno será feito em até "
        "duas faturas.",
        "Chamado {{ticket}}\n• {{date}} aberto por [[full:a]]\n• {{date}} transferido para [[fl:b]] (N2)\n"
        "• {{date}} [[first:b]] pediu foto da nota fiscal\n• {{date}} aguardando cliente",
        "Anotação: falei com {{atitle:a}} [[last:a]]; autoriza [[fl:c]] a retirar o aparelho na loja. Retornar "
        "na segunda.",
        '{"cliente": {"nome": "[[full:a]]", "id": "{{cust}}", "email": "{{email:a}}", "celular": "{{phone}}"}, '
        '"vendedor": "[[fl:b]]"}',
        '<pedido numero="{{order}}"><destinatario>[[full:a]]</destinatario><recebedor>[[fl:b]]</recebedor>'
        "<entrega>{{date}}</entrega></pedido>",
        'evento=troca_aberta cliente="[[full:a]]" loja="Shopping Ibirapuera" operador="[[fl:b]]" motivo=tamanho',
        "nome;email;plano\n[[full:a]];{{email:a}};Controle 20GB\n[[full:b]];{{email:b}};Pós 50GB\n"
        "[[part:c]];{{email:c}};Fibra 500",
        "| Técnico | Região | Visitas |\n|---|---|---|\n| [[fl:a]] | Zona Norte | 6 |\n| [[fl:b]] | Centro | 4 |\n"
        "| [[init:c]] | ABC | 5 |",
        "<p>Prezado(a) {{title:a}} [[last:a]],</p><p>Sua consulta com <b>{{atitle:b}} [[last:b]]</b> está "
        "confirmada para {{date}} às {{time}}.</p>",
        "Seu entregador [[first:a]] chega em 15 min com o pedido {{order}}. Responda SAIR para não receber mais.",
        "Entregue em {{date}} às {{time}}. Recebido por: [[full:a]] (portaria).",
        "Pix recebido: R$ {{amount}} de [[full:a]]. Descrição: mensalidade academia.",
        "alô sim é [[full:a]] eu tô ligando porque a internet cai toda noite aqui no prédio a [[first:b]] tá com o "
        "mesmo problema vocês podem me ligar no {{phone}}",
        "[[full:a]] ligou três vezes por causa da cobrança em dobro. [[first:a]] quer falar com um supervisor.",
        "Favor escalar para fraude (cc [[fl:a]]). A pessoa titular, [[full:b]], não reconhece as duas últimas "
        "compras.",
        "O contrato de [[full:a]] vence em {{date}}; [[first:b]], que mora com [[first:a]], quer renovar no "
        "próprio nome.",
        "Participantes da reunião:\n- [[full:a]] (Compras)\n- [[full:b]] (TI)\n- [[part:c]] (Jurídico)",
        "Recado de [[word:a]]: o cliente pede retorno à tarde. [[wfirst:b]] do estoque confirmou que o palete "
        "está pronto.",
        "Titular: [[part:a]]\nDependente: [[hyph:b]]\nAgência: Centro",
        "Aprovado por [[init:a]] em {{date}}. Revisão: [[fl:b]].",
        "Cliente {{cust}} · [[full:a]] · {{email:a}} · {{phone}} · desde 2017",
        "Atendente: Bom dia, {{title:a}} [[last:a]]?\nCliente: sim, pode falar\nAtendente: Aqui é "
        "[[first:b]], do setor de cancelamento.",
        "[[first:a]]: oi não chegou o código\n[[first:a]]: já tentei 3x\nSuporte ([[first:b]]): Oi! Vamos "
        "reenviar agora",
        "De: [[full:a]] <{{email:a}}>\nPara: Financeiro <financeiro@example.com>\nCc: [[full:b]] <{{email:b}}>\n\n"
        "Segue em anexo o boleto corrigido.",
        "chamado\tresponsavel\tsolicitante\tstatus\n{{ticket}}\t[[fl:a]]\t[[full:b]]\taberto",
        "Sistema: conversa transferida para [[fl:a]].\n[[first:a]]: Olá, vi que você falou antes com "
        "[[first:b]] sobre a garantia.",
        "Boa tarde, fala [[full:a]], de Braga. A encomenda {{order}} ainda não chegou e o estafeta [[first:b]] "
        "disse que não havia ninguém em casa.",
        "Aviso interno: [[first:a]] está de atestado hoje, [[fl:b]] cobre a fila de faturamento até 15h. "
        "Qualquer urgência, falar com [[first:b]].",
        "DESTINATÁRIO:\n[[full:a]]\nRua Exemplo, 120, apto 31\n01000-000 São Paulo - SP\nA/C: [[fl:b]]",
        "A conta está no nome de [[fl:a]] mas no RG consta [[full:a]]; dá pra corrigir? Também quero tirar "
        "[[full:b]] como usuário autorizado.",
        # --- sem pessoas, só o que parece uma
        "Comprei nas Casas Bahia um notebook Positivo e na nota aparece Irmãos Ferreira Ltda. Está certo? "
        "Pedido {{order}}.",
        "Seu pacote está no ponto de retirada perto da estação Tiradentes, em frente à Escola Estadual Caetano "
        "de Campos.",
        "Nome completo: ______\nData de nascimento: ______\nNome da mãe: ______\nAssinatura do titular: ______",
        "Aviso: no Carnaval e na Sexta-feira Santa não haverá atendimento. Voltamos em {{date}}. Boas festas!",
        '{"status": "em trânsito", "transportadora": "Jadlog", "centro": "Cajamar", "servico": "Expresso", '
        '"previsao": "{{date}}"}',
        "Dúvida: o carregador da Motorola serve no Samsung? Tenho também uma fonte Multilaser. Obrigado",
        "Dá pra trocar meus ingressos de Flamengo x Palmeiras pro jogo do São Paulo em maio? Código {{order}}.",
        "Gerente de conta: não atribuído\nDiretor comercial: vago\nPrioridade: Alta\nRegional: Sul\nResumo: "
        "cliente pede mudança de plano.",
        "Desligue o modem, aguarde dois minutos e Verifique a luz. Se continuar vermelha, Ligue para o suporte.",
        "Entregamos em Santa Rita, São José dos Campos e Governador Valadares em 2 a 4 dias úteis; Teresina e "
        "Vitória em 6 dias.",
        "Pedido {{order}}: 1 x perfume O Boticário, 2 x sandália Melissa, 1 x bolsa Victor Hugo. Embrulhar para "
        "presente: sim.",
        "Endereço de entrega: Av. Rebouças, 1200, perto do Hospital Santa Catarina e da Praça Benedito Calixto.",
        "Segunda: horário especial por Tiradentes. De terça a sexta, horário normal. Sábado: fechadas as lojas "
        "da Rua Teodoro Sampaio e da Av. Brigadeiro Faria Lima.",
    ],
}

# Names that are also words of the language (a flower, a virtue, a colour, a trade); only those
# the sources hold are used (filtered in _word_names).
_WORD_FIRST = {
    "en": "Rose Grace Hope Faith June April May Will Mark Bill Pat Dawn Amber Summer Joy Iris Ivy Holly Grant "
          "Hunter Chase Drew Wade Miles Frank Earl Carol Penny Sterling Victor Crystal Ruby Pearl Jack Cliff",
    "es": "Rosa Luz Pilar Dolores Blanca Paz Soledad Amparo Consuelo Esperanza Rocío Victoria Inmaculada Cruz "
          "Reyes Remedios Rosario Mercedes Concepción Milagros Socorro Salvador Modesto Clemente Fortunato",
    "pt": "Rosa Graça Luz Vitória Glória Paz Aurora Socorro Dores Fátima Clara Celeste Flor Jade Pérola "
          "Esperança Salvador Jesus Constante Severino Serafim",
}
_WORD_LAST = {
    "en": "Baker Cook Young Long White Brown Black Green Rich Hill Wood King Price Bell Fox Rice Stone Hall Wells "
          "Little Savage Sharp Short Love Bush Banks Field Hunt Church Marsh Ward Lane",
    "es": "Prieto Calvo Rubio Moreno Delgado Bueno Franco Cuesta Castillo Campos Lobo Cordero Serrano Blanco Rey "
          "León Herrero Pastor Soto Vega Flores Nieto Caballero Iglesias Guerra Peña Montes Toro Santos Ramos",
    "pt": "Rocha Pereira Leite Carvalho Coelho Campos Ramos Pinheiro Mota Lobo Cordeiro Leão Raposo Pinto "
          "Fontes Barros Pedrosa Prado Porto Neves Serra Vale Cardoso Oliveira Macedo Fonseca Pacheco Rosa Cruz",
}
PARTICLES = frozenset({"da", "das", "de", "do", "dos", "del", "la"})
_HOLE = re.compile(r"\[\[(\w+):(\w)\]\]|\{\{(\w+)(?::(\w))?\}\}")
_NAME_CHARS = re.compile(r"[^\W\d_]+(?:[ -][^\W\d_]+)*")


@dataclass
class Sealed3Message(NameMessage):
    """A message of the sealed3 set: which template it came from and the origins of its people."""

    template: int = -1
    origins: tuple[str, ...] = ()


@cache
def extra_parts() -> frozenset[str]:
    """Name words this set adds to quality/names_sources.py's (Faker's pinyin and Polish tables)."""
    words: set[str] = set()
    for table in ("first_romanized_names", "last_romanized_names"):
        words.update(faker_table("zh_CN", table))
    for table in ("first_names_female", "first_names_male", "unisex_last_names"):
        words.update(faker_table("pl_PL", table))
    return frozenset(fold(w).casefold() for w in words)


@cache
def _word_names(language: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    parts = known_parts()
    first = tuple(w for w in _WORD_FIRST[language].split() if fold(w).casefold() in parts)
    last = tuple(w for w in _WORD_LAST[language].split() if fold(w).casefold() in parts)
    return first, last


@cache
def _particled(language: str) -> tuple[str, ...]:
    """Surnames the source tables write with their particle: "del Valle", "da Cunha"."""
    table = es_surnames() if language == "es" else pt_surnames()
    # Faker's es_MX table also writes "de la Crúz", a spelling nobody uses; "de la O" is one letter.
    return tuple(s for s in table if " " in s and s.split(" ")[0] in PARTICLES and len(s.split(" ")[-1]) > 2
                 and s != "de la Crúz")


def _surname_pool(language: str) -> tuple[str, ...]:
    if language == "en":
        common, middle, _ = census()["last"]
        return tuple(common) + tuple(middle)
    return tuple(s for s in (es_surnames() if language == "es" else pt_surnames()) if " " not in s)


def _valid(p: Person) -> bool:
    """Only letters, spaces and hyphens; every word capitalised but particles (the 'as written' class)."""
    for part in [p.first, *p.surnames]:
        if not _NAME_CHARS.fullmatch(part):
            return False
    return all(w[0].isupper() or w in PARTICLES for w in p.full.replace("-", " ").split())


def _draw(rng: random.Random, language: str) -> Person:
    """A person of any origin a customer of this language may name or be."""
    pick = rng.random()
    if pick < 0.06:
        given = rng.choice(faker_table("zh_CN", "first_romanized_names"))
        family = rng.choice(faker_table("zh_CN", "last_romanized_names"))
        return Person(given, [family], rng.choice("FM"), "chinese", [""])
    if pick < 0.11:
        sex = rng.choice("FM")
        first = rng.choice(faker_table("pl_PL", "first_names_female" if sex == "F" else "first_names_male"))
        return Person(first, [rng.choice(faker_table("pl_PL", "unisex_last_names"))], sex, "polish", [""])
    if pick < 0.19:  # a customer from a neighbouring language
        other = {"en": ("es", "pt"), "es": ("pt", "en"), "pt": ("es", "en")}[language]
        return person(rng, rng.choice(other))
    return person(rng, language)


def _person(rng: random.Random, language: str, forms: set[str]) -> Person:
    for _ in range(50):
        p = _draw(rng, language)
        if "word" in forms or "wfirst" in forms:
            firsts, lasts = _word_names(language)
            how = "first" if "wfirst" in forms else rng.choice(("first", "last", "both"))
            if how in ("first", "both"):
                p.first = rng.choice(firsts)
            if how in ("last", "both"):
                p.surnames, p.particles = [rng.choice(lasts)], [""]
        if "hyph" in forms:
            pool = _surname_pool(language)
            p.surnames = [s for s in p.surnames if " " not in s][:1] or [rng.choice(pool)]
            second = rng.choice(pool)
            while second == p.surnames[0]:
                second = rng.choice(pool)
            p.surnames, p.particles = [p.surnames[0], second], ["", ""]
        if "part" in forms and language != "en":
            p.first = person(rng, language).first
            p.surnames, p.particles = [rng.choice(_particled(language))], [""]
            if rng.random() < 0.4:  # a second surname before the particled one: "Ana Lima da Cunha"
                p.surnames.insert(0, rng.choice(_surname_pool(language)))
                p.particles.insert(0, "")
        if _valid(p):
            return p
    raise RuntimeError("no valid name drawn in 50 tries")


def _render(rng: random.Random, p: Person, form: str, language: str) -> str:
    if form in ("full", "word", "part") and not (form == "part" and language == "en"):
        return p.full
    # Spanish speakers go by their first surname, Brazilians by their last ("Sr. Peixoto").
    at = -1 if language == "pt" else 0
    if form == "fl":
        return f"{p.first} {p.particles[at]} {p.surnames[at]}".replace("  ", " ")
    if form in ("first", "wfirst"):
        return p.first
    if form == "last":
        return p.surnames[at]
    if form == "hyph":
        return f"{p.first} {'-'.join(p.surnames)}"
    initial = rng.choice("ABCDEFGHJKLMNPRSTVW") + "."
    if form == "part":  # English: a middle initial
        return f"{p.first} {initial} {p.surnames[0]}"
    if form == "init":
        own = fold(p.first)[0].upper() + "."
        return f"{own} {p.surnames[0]}" if rng.random() < 0.6 else f"{p.first} {initial} {p.surnames[0]}"
    raise ValueError(f"unknown name form {form!r}")


def _title(rng: random.Random, p: Person, language: str, article: bool = False) -> str:
    """Mr./Sra./Dra. as the person's sex asks; with its article ("la Sra.", "o Dr.") where the grammar wants one."""
    title = _bare_title(rng, p, language)
    if article and language != "en":
        feminine = title.endswith("a.")
        return f"{('la' if feminine else 'el') if language == 'es' else ('a' if feminine else 'o')} {title}"
    return title


def _bare_title(rng: random.Random, p: Person, language: str) -> str:
    if rng.random() < 0.2:
        return {"en": "Dr.", "es": "Dra." if p.sex == "F" else "Dr.", "pt": "Dra." if p.sex == "F" else "Dr."}[language]
    if language == "en":
        return rng.choice(("Ms.", "Mrs.")) if p.sex == "F" else "Mr."
    return "Sra." if p.sex == "F" else "Sr."


def _email(rng: random.Random, p: Person) -> str:
    first = re.sub(r"[^a-z]", "", fold(p.first.split(" ")[0]).lower())
    last = re.sub(r"[^a-z]", "", fold(p.surnames[-1]).lower())
    shape = rng.choice(("{f}.{l}", "{f}{l}", "{f0}{l}", "{f}_{l}{n}"))
    local = shape.format(f=first, l=last, f0=first[:1], n=rng.randint(1, 99))
    return f"{local}@{rng.choice(('example.com', 'example.org', 'example.net'))}"


def _fill(rng: random.Random, what: str, language: str) -> str:
    n = rng.randint(0, 99)
    if what == "phone":
        return {"en": f"(212) 555-01{n:02d}", "es": f"+34 555 01{n:02d} 00", "pt": f"(11) 5555-01{n:02d}"}[language]
    if what == "order":
        return f"{rng.choice('ABCDEFGHKMRTX')}{rng.randint(10_000, 99_999)}-{rng.randint(10, 99)}"
    if what == "ticket":
        return str(rng.randint(10_000, 99_999))
    if what == "cust":
        return f"CUS-{rng.randint(10_000, 99_999)}"
    if what == "booking":
        return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    if what == "date":
        day, month = rng.randint(1, 28), rng.randint(1, 12)
        if language == "en":
            months = "January February March April May June July August September October November December"
            return rng.choice((f"{months.split()[month - 1]} {day}", f"{month:02d}/{day:02d}/2026"))
        return f"{day:02d}/{month:02d}/2026"
    if what == "time":
        return f"{rng.randint(8, 20):02d}:{rng.choice((0, 15, 30, 45)):02d}"
    if what == "amount":
        whole = rng.randint(5, 480)
        return f"{whole}.{rng.choice((0, 50, 90, 99)):02d}" if language == "en" else f"{whole},{rng.choice((0, 50, 90)):02d}"
    raise ValueError(f"unknown hole {what!r}")


def _message(rng: random.Random, language: str, index: int, casing: str, fold_it: bool) -> Sealed3Message:
    template = TEMPLATES[language][index]
    forms: dict[str, set[str]] = {}
    for hole in _HOLE.finditer(template):
        if hole.group(1):
            forms.setdefault(hole.group(2), set()).add(hole.group(1))
    people = {who: _person(rng, language, f) for who, f in sorted(forms.items())}

    # (text, form): form is None outside names.
    segments: list[tuple[str, str | None]] = []
    at = 0
    for hole in _HOLE.finditer(template):
        segments.append((template[at:hole.start()], None))
        if hole.group(1):
            form, who = hole.group(1), hole.group(2)
            segments.append((_render(rng, people[who], form, language), form))
        elif hole.group(3) == "email":
            segments.append((_email(rng, people[hole.group(4)]), None))
        elif hole.group(3) in ("title", "atitle"):
            segments.append((_title(rng, people[hole.group(4)], language, hole.group(3) == "atitle"), None))
        else:
            segments.append((_fill(rng, hole.group(3), language), None))
        at = hole.end()
    segments.append((template[at:], None))

    # ALL CAPS: the whole message or only its names (pasted from a form); lower case likewise, and
    # every other lower-case message of a template without its accents.
    whole = not people or rng.random() < 0.5
    if casing == "ALL CAPS":
        change = str.upper
    elif casing == "lower case":
        change = (lambda s: fold(s.lower())) if fold_it else str.lower
    else:
        change = None
    message = Sealed3Message(language=language, casing=casing, locale="sealed3", template=index,
                             origins=tuple(p.origin for _, p in sorted(people.items())))
    for text, form in segments:
        if change is not None and (whole or form is not None):
            text = change(text)
        if form is not None:
            message.add(text, message.names, "PERSON", form)
        else:
            message.add(text)
    return message


def generate_sealed3(per_template: int = 4, seed: int = SEED) -> list[Sealed3Message]:
    """`per_template` messages per template and casing class, the same for the same seed."""
    rng = random.Random(seed)
    out = []
    for language, templates in TEMPLATES.items():
        for index in range(len(templates)):
            for casing in CASINGS:
                for i in range(per_template):
                    out.append(_message(rng, language, index, casing, fold_it=i % 2 == 1))
    return out
