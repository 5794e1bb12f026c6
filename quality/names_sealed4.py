"""The sealed4 PERSON set: support text in English, Spanish and Brazilian Portuguese, names labelled exactly.

Written by someone who read neither the recognizer nor any other set's templates; whoever tunes the
recognizer must not read these templates nor its misses on them: the set is measured as a table only
(`python -m quality.names_eval --templates sealed4`).

Seventeen origins of the people a support desk in Spain, Latin America, Brazil, the US and the UK
hears from. From quality/names_sources.py: US (Census 1990), Spanish (gender-guesser's Spain column,
Faker's Spanish surname tables), Brazilian (IBGE 2010, Faker's Portuguese surname tables), and the
Arabic, Indian and Nigerian names it mixes in. From Faker's per-locale name tables (tables only,
never its generators, never the names-dataset package): British (en_GB), Mexican (es_MX), Argentine
(es_AR), European Portuguese (pt_PT), Maghrebi (fr_DZ, Algerian names in Latin letters), Ghanaian
(tw_GH), Vietnamese (vi_VN, written without diacritics as Western documents write them), Japanese
(ja_JP's romanised names; Brazil's Japanese-descended customers), Turkish (tr_TR), Italian (it_IT)
and German (de_DE). Each language draws its own mix: more British, Vietnamese and Mexican names in
English; Mexican, Argentine and Maghrebi in Spanish; Portuguese, Japanese, Italian and German in
Portuguese; a customer of a neighbouring language everywhere.

A template holds person slots `[[form:x]]` (x names one person of the message: `[[full:a]]` and
`[[first:a]]` are the same person) and other holes `{{what}}` or `{{what:x}}`: contact data, all
obviously fake; `title` a title matching person x's sex (Mr./Ms./Sra./Dr.), `atitle` the same with
its Spanish or Portuguese article ("la Sra.", "o Dr."), `don` the untitled courtesy word before a
first name ("doña", "seu", "dona"). Forms:
  full   first name(s) and every surname, with its particles
  fl     first name and the surname they go by (the first in Spanish, the last in Portuguese)
  first  first name(s) alone
  last   that surname alone (after a title, which stays outside the label)
  init   an initial: "K. Surname" or "First K. Surname"
  hyph   two surnames joined by a hyphen
  part   a surname with its particle (da, dos, del, de la) or, in English, a middle initial
  word   a name one of whose parts is also a word of the language (Hope, Luz, Rocha)
  wfirst such a first name alone
Templates without `[[` hold no person, only what looks like one: brands, shops, streets, hospitals,
schools and stations named after people, products named like people, capitalised imperatives and
job titles, days and months.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import Person, census, es_surnames, faker_table, fold, known_parts, person, pt_surnames

SEED = 61_207

TEMPLATES: dict[str, list[str]] = {
    "en": [
        # --- with people
        "hi, this is [[first:a]] from the warehouse. parcel {{order}} got dropped at unit 4 instead of "
        "the front desk, can someone call me back on {{phone}}",
        "From: \"[[full:a]]\" <{{email:a}}>\nTo: support@example.com\nSubject: Refund for {{order}}\n\n"
        "Hello,\nI sent the jacket back on {{date}} and the {{amount}} still isn't on my card.\n\nThanks,\n[[first:a]]",
        "Ticket #{{ticket}}\n{{date}} {{time}}  opened by [[fl:a]] via web form\n{{date}} {{time}}  assigned to "
        "[[first:b]] (Tier 2)\n{{date}} {{time}}  [[first:b]]: waiting on courier reply",
        "CRM note ({{cust}}): spoke with {{title:a}} [[last:a]] re: double charge of {{amount}}. Prefers e-mail, "
        "no calls after 6pm. Escalated to Billing.",
        "{\"tool\":\"lookup_customer\",\"result\":{\"id\":\"{{cust}}\",\"name\":\"[[full:a]]\",\"email\":"
        "\"{{email:a}}\",\"tier\":\"gold\",\"last_order\":\"{{order}}\"}}",
        "order_id,customer,courier,status\n{{order}},[[fl:a]],DPD,delivered\n{{order}},[[init:b]],Royal Mail,"
        "returned to sender",
        "AGENT: Thanks for calling, who am I speaking with?\nCALLER: It's [[full:a]], I'm calling on behalf of "
        "[[wfirst:b]], my neighbour.\nAGENT: Okay. And the account is in [[wfirst:b]]'s name?\nCALLER: Yes, since 2019.",
        "---------- Forwarded message ---------\nFrom: [[fl:a]] <{{email:a}}>\nDate: {{date}}\n\n> Can you check why "
        "booking {{booking}} shows as cancelled?\n\nHi team, forwarding this from [[first:a]], please advise. "
        "- [[first:b]]",
        "hey so i orderd a lamp on {{date}} and its still not here?? my neighbour [[first:b]] said a driver left smth "
        "at no. 12 but thats not me. name on the order is [[fl:a]]",
        "Your driver [[first:a]] is 10 min away with parcel {{order}}. Not home? Call {{phone}}. Reply STOP to opt out.",
        "cc: [[full:a]], [[full:b]], [[fl:c]]\n\nAll, the replacement router for {{cust}} ships tomorrow. "
        "Please don't promise a time slot.",
        "Re: warranty claim ({{ticket}})\n[[wfirst:a]]'s blender stopped working after two weeks, bought at Argos "
        "on {{date}}. The other account holder ([[full:b]]) says the receipt is in the app.",
        "Form: contact_us\nfull_name=[[hyph:a]]\nemail={{email:a}}\nphone={{phone}}\n"
        "message=need to change the delivery address for {{order}}",
        "2026-11-03T09:14:22Z level=info event=agent_reply agent=\"[[fl:a]]\" customer_id={{cust}} channel=chat",
        "https://shop.example.com/account/orders?customer=[[first:a]]+[[last:a]]&order={{order}}&view=summary",
        "<p>Dear [[first:a]],</p><p>Your return label for <b>{{order}}</b> is attached.</p><p>Kind regards,<br>"
        "[[fl:b]]<br>Customer Care</p>",
        "| agent | shift | open tickets |\n|---|---|---|\n| [[fl:a]] | early | 14 |\n| [[fl:b]] | late | 9 |\n"
        "| [[init:c]] | night | 3 |",
        "[[full:a]] called twice about the same dishwasher. Please have someone senior ring back before 5pm.",
        "\"[[first:a]] told me the refund was approved\" is what the customer says, but there's no approval on "
        "{{order}}. Who is [[first:a]]?",
        "DELIVERY NOTE\nDeliver to: [[part:a]]\nFlat 3, 18 Nelson Street\nIf out, leave with: [[wfirst:b]] "
        "(no. 20)\nSigned: ________",
        "On {{date}}, \"[[word:a]]\" <{{email:a}}> wrote:\n> the charger you sent has the wrong plug\n\n"
        "Hi [[wfirst:a]], sorry about that, a UK plug version is on its way.",
        "Authorised users on account {{cust}}:\n- [[full:a]] (owner)\n- [[full:b]]\n- [[first:c]] (read only)",
        "can u put me thru to [[first:a]] pls, they handled my case last week ({{ticket}}) and i dont want to "
        "explain it all again",
        "Spoke w/ [[init:a]] at the depot, they'll re-attempt delivery on {{date}}. Customer [[fl:b]] is ok "
        "with that.",
        "[[first:a]]'s order {{order}} was split into two shipments; the second one is stuck at customs.",
        "@[[first:a]] can you take {{ticket}}? [[fl:b]] is asking for a manager again",
        "Best regards,\n\n[[part:a]]\nSenior Account Manager\nExample Logistics Ltd\n{{phone}}",
        "Please update the account holder to [[hyph:a]] (married name); {{cust}} still shows the old one.",
        "Dear {{title:a}} [[last:a]],\n\nThank you for your patience. We have reissued your voucher for "
        "{{amount}}.\n\nSincerely,\nThe Returns Team",
        "ticket\tcustomer\tsubject\n{{ticket}}\t[[full:a]]\twrong size\n{{ticket}}\t[[word:b]]\tlate delivery",
        "Voicemail from {{title:a}} [[last:a]] at {{time}}: wants to know if the sofa can come on a saturday. "
        "Callback {{phone}}.",
        "yes thats right the card holder is my partner [[fl:a]] not me, im [[first:b]]. can i still get the refund",
        "{{title:a}} [[last:a]] rang again about {{order}}; {{title:b}} [[last:b]] from the courier insists it "
        "was signed for.",
        # --- without a person
        "Ordered two Ted Baker shirts and a Tommy Hilfiger belt, only the belt came. Order {{order}}.",
        "Where is the John Lewis collection point on Victoria Street? The app has said 'Ready to collect' "
        "since {{date}}.",
        "PATCH /v2/customers/{{cust}} {\"tier\":\"gold\",\"assigned_team\":\"Team Phoenix\",\"note\":"
        "\"Wesley Avenue warehouse closed Mondays\"}",
        "Monday: Harrison Street depot closed. Tuesday: deliveries to Lincoln and Sheffield delayed. "
        "Wednesday: back to normal.",
        "Subject: Your Dr. Martens order has shipped\n\nGood news! Your boots are on their way. Track them here: "
        "https://track.example.com/?ref={{booking}}",
        "Best,\nCustomer Care Team\nExample Home Ltd | Registered office: 4 Kingsley Court, Leeds",
        "does the Jack Daniel's gift set come with glasses or not?? website says yes, box says no",
        "Agent: Thanks for holding.\nCaller: No worries.\nAgent: I can see {{order}}, it left the Franklin hub "
        "on {{date}} and should be with you tomorrow.",
        "sku,product,colour\nHB-22,Morris Chair,Sage\nHB-23,Victoria Sideboard,Walnut\nHB-24,Florence Lamp,Brass",
        "Will the April sale include Paul Smith wallets? Also can I pay with Klarna?",
        "Reminder: St George's Hospital deliveries go to gate B, not the main entrance on Churchill Road.",
        "Sales Manager, Head of Support and the Returns Desk are copied in. Please reply all.",
        "Hi there, the Ben & Jerry's tubs arrived melted. Sainsbury's refunded me last time, can you do the "
        "same? It was {{amount}}.",
        "level=warn service=courier-sync msg=\"address not found\" street=\"Washington Blvd\" city=\"Austin\" retry=3",
    ],
    "es": [
        # --- con personas
        "hola buenas, soy [[first:a]], hice un pedido el {{date}} ({{order}}) y me llegó la talla mal, q hago??",
        "De: \"[[full:a]]\" <{{email:a}}>\nPara: atencion@example.com\nAsunto: Factura duplicada\n\nBuenos días:\n"
        "Me han cobrado dos veces {{amount}} €. Adjunto captura.\n\nUn saludo,\n[[fl:a]]",
        "Estimado/a {{title:a}} [[last:a]]:\n\nLe confirmamos que el reembolso de {{amount}} € se hará en cinco "
        "días hábiles.\n\nAtentamente,\nDepartamento de Atención al Cliente",
        "Ticket {{ticket}}\n{{date}} {{time}} abierto por [[fl:a]] (web)\n{{date}} {{time}} asignado a "
        "[[first:b]]\n{{date}} {{time}} [[first:b]]: pendiente de respuesta de Correos",
        "Nota CRM {{cust}}: llamó {{atitle:a}} [[last:a]] por el retraso del envío. Quiere hablar con un "
        "supervisor. Devolver llamada mañana.",
        "{\"resultado\":\"ok\",\"cliente\":{\"id\":\"{{cust}}\",\"nombre_completo\":\"[[full:a]]\",\"telefono\":"
        "\"{{phone}}\",\"provincia\":\"Valencia\"}}",
        "pedido;cliente;transportista;estado\n{{order}};[[full:a]];SEUR;entregado\n{{order}};[[hyph:b]];MRW;"
        "incidencia",
        "AGENTE: Buenas tardes, ¿con quién hablo?\nCLIENTE: Con [[full:a]]. Llamo de parte de [[wfirst:b]], que "
        "es mayor y no oye bien.\nAGENTE: ¿El contrato está a nombre de {{don:b}} [[wfirst:b]]?\nCLIENTE: Sí, eso es.",
        "---------- Mensaje reenviado ----------\nDe: [[fl:a]] <{{email:a}}>\nFecha: {{date}}\n\n> No me deja "
        "cambiar la dirección de entrega.\n\nOs lo paso, [[first:a]] lo ha escrito ya tres veces. [[first:b]]",
        "Buenas, [[full:a]] al habla. Ya actualicé mis datos pero la app sigue mostrando el nombre de mi ex, "
        "[[fl:b]].",
        "oye q el repartidor [[first:a]] dejo el paquete en el portal y no esta, lo firmo un tal [[fl:b]]?? "
        "yo no conozco a nadie asi",
        "cc: [[full:a]]; [[full:b]]; [[init:c]]\n\nCompañeros, la incidencia {{ticket}} sigue abierta. "
        "Necesitamos respuesta antes del viernes.",
        "Formulario web\nNombre: [[first:a]]\nPrimer apellido: [[last:a]]\nCorreo: {{email:a}}\n"
        "Teléfono: {{phone}}\nMotivo: Baja del servicio\nComentario: Me mudo a Granada",
        "2026-10-21 08:15:03 INFO ticket={{ticket}} agente=\"[[fl:a]]\" accion=cerrar motivo=resuelto",
        "https://tienda.example.com/pedidos?cliente=[[first:a]]+[[last:a]]&pedido={{order}}&estado=enviado",
        "<p>Hola [[first:a]],</p><p>Tu pedido <strong>{{order}}</strong> ya está en reparto.</p><p>Saludos,<br>"
        "[[fl:b]]<br>Equipo de Logística</p>",
        "| agente | turno | casos |\n|---|---|---|\n| [[fl:a]] | mañana | 12 |\n| [[part:b]] | tarde | 7 |",
        "El cliente dice que «[[first:a]] me prometió un descuento», pero no hay ninguna nota de [[first:a]] "
        "en el caso {{ticket}}.",
        "ALBARÁN DE ENTREGA\nDestinatario: [[part:a]]\nC/ Doctor Fleming 14, 3º B\nRecibe: [[first:b]] (conserjería)\n"
        "Observaciones: llamar antes",
        "Lo de [[fl:a]]: el cargo de {{amount}} € es de la suscripción anual, no es ningún error.",
        "La titular de la cuenta ([[full:a]]) autoriza a [[fl:b]] a recoger el paquete en la oficina de Correos.",
        "Personas autorizadas en {{cust}}:\n1. [[full:a]]\n2. [[full:b]]\n3. [[word:c]]",
        "Buen día, le escribe [[full:a]] desde Monterrey. Mi pedido {{order}} sigue en Estafeta desde el "
        "{{date}}, ¿me pueden apoyar?",
        "Tu repartidor [[first:a]] llegará entre las {{time}} y las {{time}}. Pedido {{order}}. Dudas: {{phone}}",
        "[[fl:a]] ha vuelto a llamar por la lavadora. Por favor, que alguien de posventa le llame hoy.",
        "Firmado: [[init:a]]\nRecibido conforme el {{date}} en el almacén de Getafe.",
        "Por favor cambiad el titular a [[hyph:a]], que es como aparece en mi pasaporte.",
        "Hablé con {{atitle:a}} [[last:a]] y con {{atitle:b}} [[last:b]]; los dos confirman que la caja llegó "
        "abierta.",
        "Buenas tardes, {{title:a}} [[last:a]]. Su cita para la instalación es el {{date}} a las {{time}}.",
        "incidencia\tcliente\tcomentario\n{{ticket}}\t[[word:a]]\tno funciona el mando\n{{ticket}}\t[[fl:b]]\t"
        "falta una pieza",
        "Vino {{don:a}} [[first:a]] a la tienda de Sevilla a devolver la cafetera, sin ticket y con la caja rota.",
        "@[[first:a]] te paso el {{ticket}}, [[fl:b]] pide hablar con un responsable",
        # --- sin personas
        "Compré una chaqueta de Adolfo Domínguez y un bolso de Massimo Dutti, solo ha llegado el bolso. "
        "Pedido {{order}}.",
        "¿La tienda de la calle Alfonso XII abre el domingo? En la web pone que sí pero en Google sale cerrada.",
        "Revise el número de pedido. Confirme la dirección. Pulse en «Guardar» y espere el correo.",
        "Envío a: Avenida Reina Victoria 23, Madrid\nHorario: Lunes a Viernes de 9 a 14\n"
        "Transportista: Transportes Martínez Hnos.",
        "{\"sucursal\":\"Plaza Simón Bolívar\",\"ciudad\":\"Bogotá\",\"responsable\":\"Jefe de Tienda\","
        "\"estado\":\"abierta\"}",
        "Atentamente,\nEquipo de Atención al Cliente\nExample Iberia S.L. · Calle Marqués de Urquijo 8, Madrid",
        "Metro: bajar en Núñez de Balboa o en Príncipe de Vergara, la tienda está a dos calles.",
        "buenas, el Hospital Gregorio Marañón pidió 3 sillas y llegaron 2, albarán {{ticket}}",
        "Dolores de cabeza me está dando la lámpara: la Luz del salón no enciende. Rosa o blanca me da igual, "
        "quiero una que funcione.",
        "Colegio San José de Calasanz: pedido de material escolar {{order}}, entregar en conserjería antes "
        "del {{date}}.",
        "Gerente, Director Comercial y Jefa de Almacén en copia. Necesitamos una decisión hoy.",
        "Estado del envío: En reparto · Oficina: Sucursal Juan de Garay, Mar del Plata · Intentos: 2",
        "sku;producto;color\nMX-10;Silla Gaudí;negro\nMX-11;Lámpara Frida;mostaza\nMX-12;Mesa Dalí;roble",
        "Los envíos de Marzo y Abril van con retraso. Domingos y festivos no hay reparto. Más info en "
        "https://ayuda.example.com/envios?region=Valencia",
    ],
    "pt": [
        # --- com pessoas
        "oi, boa tarde! aqui é [[first:a]], comprei um fone dia {{date}} e até agora nada. pedido {{order}}",
        "De: \"[[full:a]]\" <{{email:a}}>\nPara: sac@example.com\nAssunto: Cobrança em dobro\n\nOlá,\n"
        "Fui cobrado duas vezes no valor de R$ {{amount}}. Segue o comprovante.\n\nAtt,\n[[fl:a]]",
        "Prezado(a) {{title:a}} [[last:a]],\n\nInformamos que o estorno de R$ {{amount}} será feito em até duas "
        "faturas.\n\nAtenciosamente,\nCentral de Relacionamento",
        "Chamado {{ticket}}\n{{date}} {{time}} aberto por [[fl:a]] (app)\n{{date}} {{time}} encaminhado para "
        "[[first:b]]\n{{date}} {{time}} [[first:b]]: aguardando retorno da transportadora",
        "Obs. CRM {{cust}}: {{atitle:a}} [[last:a]] ligou reclamando da entrega. Prefere contato por WhatsApp. "
        "Retornar amanhã.",
        "{\"status\":\"ok\",\"cliente\":{\"codigo\":\"{{cust}}\",\"nome\":\"[[full:a]]\",\"email\":\"{{email:a}}\","
        "\"cidade\":\"Campinas\"}}",
        "pedido;cliente;transportadora;situacao\n{{order}};[[full:a]];Jadlog;entregue\n{{order}};[[part:b]];"
        "Correios;devolvido",
        "ATENDENTE: Central, boa tarde, com quem eu falo?\nCLIENTE: É [[full:a]]. Tô ligando no lugar de "
        "[[wfirst:b]], que não consegue falar ao telefone.\nATENDENTE: A conta está no nome de {{don:b}} "
        "[[wfirst:b]]?\nCLIENTE: Isso.",
        "---------- Mensagem encaminhada ---------\nDe: [[fl:a]] <{{email:a}}>\nData: {{date}}\n\n> Não consigo "
        "trocar o endereço de entrega.\n\nPessoal, segue o e-mail de [[first:a]]. Alguém assume? [[first:b]]",
        "moço o entregador [[first:a]] disse q deixou na portaria mas o porteiro [[first:b]] falou q nao chegou nada",
        "cc: [[full:a]], [[fl:b]], [[init:c]]\n\nEquipe, o chamado {{ticket}} estourou o SLA. Preciso de retorno "
        "até sexta.",
        "Formulário de contato\nNome completo: [[full:a]]\nE-mail: {{email:a}}\nTelefone: {{phone}}\n"
        "Mensagem: quero cancelar a assinatura",
        "ts=2026-09-14T17:02:11Z nivel=INFO evento=troca_aprovada atendente=\"[[fl:a]]\" cliente={{cust}}",
        "https://loja.example.com.br/rastreio?nome=[[first:a]]+[[last:a]]&pedido={{order}}",
        "<p>Olá, [[first:a]]!</p><p>Seu pedido <b>{{order}}</b> saiu para entrega.</p><p>Abraços,<br>[[fl:b]]<br>"
        "Time de Logística</p>",
        "| atendente | turno | chamados |\n|---|---|---|\n| [[fl:a]] | manhã | 11 |\n| [[hyph:b]] | noite | 4 |",
        "A cliente diz que \"[[first:a]] garantiu o frete grátis\", mas não tem nenhuma anotação de [[first:a]] "
        "no chamado.",
        "NOTA DE ENTREGA\nDestinatário: [[part:a]]\nRua Marechal Deodoro, 410 - apto 52\nRecebido por: [[first:b]] "
        "(portaria)\nAssinatura: ________",
        "[[fl:a]] ligou de novo por causa da geladeira. Alguém do pós-venda pode retornar hoje?",
        "O titular ([[full:a]]) autoriza [[fl:b]] a retirar a encomenda na agência dos Correios.",
        "Dependentes no plano {{cust}}:\n- [[full:a]]\n- [[word:b]]\n- [[first:c]] (menor)",
        "Seu entregador [[first:a]] chega em 15 min com o pedido {{order}}. Responda SAIR para não receber mais.",
        "Bom dia, meu nome é [[full:a]], moro em Registro-SP. O produto chegou com defeito e quero a troca.",
        "Quem recebeu foi {{don:a}} [[first:a]], do apartamento 302. Pode confirmar com a portaria.",
        "Conversei com {{atitle:a}} [[last:a]] e com {{atitle:b}} [[last:b]]; os dois dizem que a caixa chegou "
        "amassada.",
        "Boa tarde, {{title:a}} [[last:a]]. Sua visita técnica ficou para {{date}} às {{time}}.",
        "protocolo\tcliente\tmotivo\n{{ticket}}\t[[word:a]]\tproduto errado\n{{ticket}}\t[[fl:b]]\tatraso",
        "Favor alterar o titular para [[hyph:a]], como consta na minha identidade.",
        "Recebido por: [[init:a]] em {{date}} às {{time}}, CD Cajamar.",
        "@[[first:a]] pega o {{ticket}}? [[fl:b]] tá pedindo supervisor de novo",
        "Oi [[wfirst:a]], tudo bem? Aqui é [[first:b]] da loja. Seu conserto ficou pronto! Qualquer coisa, {{phone}}.",
        "O pedido de [[first:a]] veio trocado com o de [[first:b]]; alguém confundiu as etiquetas.",
        "Em {{date}}, [[fl:a]] <{{email:a}}> escreveu:\n> o boleto venceu e não consigo gerar outro\n\n"
        "Olá, [[first:a]], segue o novo boleto em anexo.",
        # --- sem pessoas
        "Comprei um tênis na Renner e um perfume do Boticário, só chegou o perfume. Vi mais barato na Ricardo "
        "Eletro, vocês cobrem? Pedido {{order}}.",
        "A loja da Av. Getúlio Vargas abre domingo? No site diz que sim mas no Google está fechada.",
        "Confira o endereço. Clique em \"Salvar\". Aguarde o e-mail de confirmação.",
        "Entrega: Rua Padre Anchieta, 1200 - Curitiba\nHorário: Segunda a Sexta, 8h às 18h\n"
        "Transportadora: Irmãos Teixeira Transportes",
        "{\"filial\":\"Shopping Eldorado\",\"cidade\":\"Florianópolis\",\"responsavel\":\"Gerente Regional\","
        "\"status\":\"aberta\"}",
        "Atenciosamente,\nEquipe de Atendimento\nExample Brasil Ltda. · Av. Presidente Vargas, 500 - Rio de Janeiro",
        "Metrô: descer na estação Santos-Imigrantes ou na Conceição, a loja fica do lado.",
        "oi, o Hospital Albert Einstein pediu 4 cadeiras e vieram 3, protocolo {{ticket}}",
        "As coleções Glória e Aurora voltaram ao estoque; a cor Rosa está esgotada.",
        "Colégio Dom Pedro II: pedido de material {{order}}, entregar na secretaria até {{date}}.",
        "Supervisor, Coordenadora de Logística e Gerente Comercial em cópia. Preciso de uma posição hoje.",
        "Status: Em trânsito · Unidade: CDD Tiradentes, Belo Horizonte · Tentativas: 2",
        "sku;produto;cor\nBR-31;Poltrona Niemeyer;caramelo\nBR-32;Luminária Tarsila;verde\nBR-33;Sofá Vinicius;cinza",
        "Sexta e Sábado tem promoção; em Dezembro o frete é grátis. Veja "
        "https://ajuda.example.com.br/frete?uf=SP&cidade=Jundiai",
    ],
}

# Names one of whose parts is also a common word of the language ("Hope", "Luz", "Rocha"): kept only
# where the name sources hold them, so every label stays a name of a source.
_WORD_FIRST = {
    "en": "Rose Hope Faith Joy Dawn Amber Summer Autumn Iris Ivy Holly Hazel Olive Violet Pearl Ruby Crystal "
          "Bill Frank Grant Hunter Chase Drew Wade Miles Rusty Cliff Jack Mark Will Art Gene Sandy Penny Lily "
          "Daisy Heather Angel",
    "es": "Rosa Luz Paz Pilar Dolores Soledad Consuelo Esperanza Amparo Mercedes Rosario Rocío Blanca Nieves "
          "Aurora Estrella Alegría Azucena Reyes Cruz Salvador Victoria Gracia Remedios Inocencio Clemente Fidel",
    "pt": "Rosa Luz Paz Graça Glória Aurora Vitória Flor Celeste Clara Jade Pérola Estrela Dores Socorro Fátima "
          "Conceição Esperança Salvador Jesus Bento Inocêncio Honorato Justo",
}
_WORD_LAST = {
    "en": "Baker Cook Smith Mason Carpenter Fisher Hunter Bishop Cooper Brown Green White Black Gray Young Long "
          "Short Strong Hill Wood Field Lake Rivers Bush Moon Frost Snow Winter Day Knight Sharp Best Little Price",
    "es": "Moreno Rubio Calvo Delgado Blanco Bravo Leal Cano Ramos Flores Campos Prado Sierra Montes Lobo "
          "Cordero Pastor Herrero Molina Castillo Torres Iglesias Palacios Caballero Serrano Vega Arroyo Toro",
    "pt": "Rocha Pereira Oliveira Carvalho Coelho Leite Pinto Pinheiro Ramos Campos Leão Lobo Raposo Cordeiro "
          "Fontes Barros Rios Matos Prado Neves Serra Vale Porto Bastos Machado Ferreira Paiva Marinho Mata",
}
# The men's names among those first names (the others are women's): a courtesy word or a title agrees.
_WORD_FIRST_MEN = frozenset("Bill Frank Grant Hunter Chase Drew Wade Miles Rusty Cliff Jack Mark Will Art Gene "
                            "Salvador Inocencio Clemente Fidel Jesus Bento Inocêncio Honorato Justo".split())
PARTICLES = frozenset({"da", "das", "de", "do", "dos", "del", "la"})
_HOLE = re.compile(r"\[\[(\w+):(\w)\]\]|\{\{(\w+)(?::(\w))?\}\}")
_NAME_CHARS = re.compile(r"[^\W\d_]+(?:[ -][^\W\d_]+)*")

# Faker tables this set draws whole people from: (locale, origin, female firsts, male firsts, surnames).
_TABLES = {
    "british": ("en_GB", "first_names_female", "first_names_male", "last_names"),
    "mexican": ("es_MX", "first_names_female", "first_names_male", "last_names"),
    "argentine": ("es_AR", "first_names_female", "first_names_male", "last_names"),
    "portuguese": ("pt_PT", "first_names_female", "first_names_male", "last_names"),
    "maghrebi": ("fr_DZ", "first_names_female", "first_names_male", "last_names"),
    "ghanaian": ("tw_GH", "first_names_female", "first_names_male", "last_names"),
    "vietnamese": ("vi_VN", "first_names_female", "first_names_male", "last_names"),
    "japanese": ("ja_JP", "first_romanized_names_female", "first_romanized_names_male", "last_romanized_names"),
    "turkish": ("tr_TR", "first_names_female", "first_names_male", "last_names"),
    "italian": ("it_IT", "first_names_female", "first_names_male", "last_names"),
    "german": ("de_DE", "first_names_female", "first_names_male", "last_names"),
}

# Who a customer of each language names, besides the people quality/names_sources.py draws for the
# language itself (which already mixes in Arabic, Indian and Nigerian names): origin and share.
_MIX = {
    "en": (("british", .14), ("mexican", .04), ("vietnamese", .05), ("japanese", .03), ("italian", .04),
           ("german", .03), ("turkish", .02), ("maghrebi", .02), ("ghanaian", .04), ("neighbour", .05)),
    "es": (("mexican", .10), ("argentine", .06), ("maghrebi", .07), ("ghanaian", .03), ("italian", .03),
           ("turkish", .02), ("vietnamese", .02), ("japanese", .02), ("british", .03), ("german", .02),
           ("neighbour", .06)),
    "pt": (("portuguese", .12), ("japanese", .06), ("italian", .06), ("german", .04), ("argentine", .02),
           ("mexican", .02), ("ghanaian", .03), ("maghrebi", .02), ("turkish", .02), ("vietnamese", .02),
           ("neighbour", .04)),
}


@dataclass
class Sealed4Message(NameMessage):
    """A message of the sealed4 set: which template it came from and the origins of its people."""

    template: int = -1
    origins: tuple[str, ...] = ()


def _vietnamese(word: str) -> str:
    """A Vietnamese name as Western documents write it: no tones, no hooks, đ as d."""
    return fold(word.replace("Đ", "D").replace("đ", "d"))


@cache
def _table(origin: str, which: int) -> tuple[str, ...]:
    """One of an origin's Faker tables (1 female firsts, 2 male firsts, 3 surnames), names only:
    single spaces, letters and hyphens (no "O'Neill", no "Koch II")."""
    locale, *tables = _TABLES[origin]
    names = faker_table(locale, tables[which - 1])
    if origin == "vietnamese":
        names = tuple(_vietnamese(n) for n in names)
    return tuple(n for n in names if _NAME_CHARS.fullmatch(n) and n[0].isupper())


@cache
def extra_parts() -> frozenset[str]:
    """Name words this set adds to quality/names_sources.py's: its Faker tables, casefolded and without
    accents, as written and as upper or lower case fold them (Turkish ı stays ı, but I lowers to i)."""
    words: set[str] = set()
    for origin in _TABLES:
        for which in (1, 2, 3):
            words.update(_table(origin, which))
    words.update(_vietnamese(w) for w in faker_table("vi_VN", "middle_names"))
    out: set[str] = set()
    for w in words:
        for piece in w.replace("-", " ").split():
            out.update(fold(v).casefold() for v in (piece, piece.upper(), piece.lower()))
    return frozenset(out)


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
    # "de la O" is one letter, "de la Crúz" a spelling nobody uses.
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


def _from_table(rng: random.Random, origin: str) -> Person:
    sex = rng.choice("FM")
    first = rng.choice(_table(origin, 1 if sex == "F" else 2))
    surnames = [rng.choice(_table(origin, 3))]
    if origin == "vietnamese" and rng.random() < 0.3:  # "Lan Thi Nguyen": the middle name after the given one
        first = f"{first} {_vietnamese(rng.choice(faker_table('vi_VN', 'middle_names')))}"
    elif origin == "mexican" and rng.random() < 0.7:  # both surnames, father's then mother's
        surnames.append(rng.choice(_table(origin, 3)))
    elif origin == "portuguese" and rng.random() < 0.5:
        surnames.insert(0, rng.choice(_table(origin, 3)))
    elif origin in ("mexican", "argentine", "turkish") and rng.random() < 0.15:  # "Juan Pablo", "Ayşe Nur"
        first = f"{first} {rng.choice(_table(origin, 1 if sex == 'F' else 2))}"
    if len(set(surnames)) < len(surnames):
        surnames = surnames[:1]
    p = Person(first, surnames, sex, origin, [""] * len(surnames))
    if origin != "vietnamese" and rng.random() < 0.3:  # typed without accents
        p.first, p.surnames = fold(p.first), [fold(s) for s in p.surnames]
    return p


def _draw(rng: random.Random, language: str) -> Person:
    """A person of any origin a customer of this language may name or be."""
    pick = rng.random()
    for origin, share in _MIX[language]:
        if pick < share:
            if origin == "neighbour":
                other = {"en": ("es", "pt"), "es": ("pt", "en"), "pt": ("es", "en")}[language]
                return person(rng, rng.choice(other))
            return _from_table(rng, origin)
        pick -= share
    return person(rng, language)


def _person(rng: random.Random, language: str, forms: set[str]) -> Person:
    for _ in range(50):
        p = _draw(rng, language)
        if "word" in forms or "wfirst" in forms:
            firsts, lasts = _word_names(language)
            how = "first" if "wfirst" in forms else rng.choice(("first", "last", "both"))
            if how in ("first", "both"):
                p.first = rng.choice(firsts)
                p.sex = "M" if p.first in _WORD_FIRST_MEN else "F"
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
            native = person(rng, language)
            p.first, p.origin = native.first, native.origin
            p.surnames, p.particles = [rng.choice(_particled(language))], [""]
            if rng.random() < 0.4:  # a surname before the particled one: "Ana Lima da Cunha"
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
    if rng.random() < 0.2:
        title = "Dr." if language == "en" or p.sex == "M" else "Dra."
    elif language == "en":
        title = rng.choice(("Ms.", "Mrs.")) if p.sex == "F" else "Mr."
    else:
        title = "Sra." if p.sex == "F" else "Sr."
    if article and language != "en":
        feminine = title.endswith("a.")
        return f"{('la' if feminine else 'el') if language == 'es' else ('a' if feminine else 'o')} {title}"
    return title


def _don(p: Person, language: str) -> str:
    """The courtesy word before a first name: "doña Pilar", "seu Bento", "dona Graça"."""
    if language == "es":
        return "doña" if p.sex == "F" else "don"
    return "dona" if p.sex == "F" else "seu"


def _email(rng: random.Random, p: Person) -> str:
    first = re.sub(r"[^a-z]", "", fold(p.first.split(" ")[0]).lower())
    last = re.sub(r"[^a-z]", "", fold(p.surnames[-1]).lower())
    shape = rng.choice(("{f}.{l}", "{f}{l}", "{f0}{l}", "{f}_{l}{n}", "{l}.{f}"))
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
            return rng.choice((f"{months.split()[month - 1]} {day}", f"{day:02d}/{month:02d}/2026"))
        return f"{day:02d}/{month:02d}/2026"
    if what == "time":
        return f"{rng.randint(8, 20):02d}:{rng.choice((0, 15, 30, 45)):02d}"
    if what == "amount":
        whole = rng.randint(5, 480)
        return f"{whole}.{rng.choice((0, 50, 90, 99)):02d}" if language == "en" else f"{whole},{rng.choice((0, 50, 90)):02d}"
    raise ValueError(f"unknown hole {what!r}")


def _message(rng: random.Random, language: str, index: int, casing: str, fold_it: bool) -> Sealed4Message:
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
        elif hole.group(3) == "don":
            segments.append((_don(people[hole.group(4)], language), None))
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
    message = Sealed4Message(language=language, casing=casing, locale="sealed4", template=index,
                             origins=tuple(p.origin for _, p in sorted(people.items())))
    for text, form in segments:
        if change is not None and (whole or form is not None):
            text = change(text)
        if form is not None:
            message.add(text, message.names, "PERSON", form)
        else:
            message.add(text)
    return message


def generate_sealed4(per_template: int = 4, seed: int = SEED) -> list[Sealed4Message]:
    """`per_template` messages per template and casing class, the same for the same seed."""
    rng = random.Random(seed)
    out = []
    for language, templates in TEMPLATES.items():
        for index in range(len(templates)):
            for casing in CASINGS:
                for i in range(per_template):
                    out.append(_message(rng, language, index, casing, fold_it=i % 2 == 1))
    return out
