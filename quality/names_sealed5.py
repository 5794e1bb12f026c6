"""The sealed5 PERSON set: support text in English, Spanish and Brazilian Portuguese, names labelled exactly.

Written by someone who read neither the recognizer nor any other set's templates. It was the measure, read
as a table only (`python -m quality.names_eval --templates sealed5`), until the sealed6 set replaced it;
its misses are read and tuned on now.

Eighteen origins, most of them drawn from sources the other sets did not use, so that a recognizer
tuned on their names gains nothing here:
- mimesis's per-locale name tables (its data files `mimesis/datasets/<locale>/person.json`, read as
  tables, never through its generators): English-speaking customers (`en`), Spanish and Mexican
  (`es`, `es-mx`), Brazilian and European Portuguese (`pt-br`, `pt`), Polish (`pl`, surnames in the
  form of the person's sex), and Korean (`ko`, written in Hangul there: romanised here syllable by
  syllable in the Revised Romanisation that passports use, the family names as Western documents
  spell them: Kim, Lee, Park, Choi).
- Short tables written here, because no installed package holds them in Latin letters: Chinese names
  in the Hong Kong, Taiwanese and Singaporean romanisations (Wong, Tsang, Hsu; "Ka Wai", "Chia-Hao"),
  often with an English first name; Filipino; Haitian; Andean (Quechua and Aymara family names of
  Peru and Bolivia); Venezuelan first names (with mimesis's Spanish-language surnames); Angolan and
  Mozambican family names and first names (with mimesis's Portuguese first names besides).
- quality/names_sources.py, for a share of each language: US (Census 1990), Spanish (gender-guesser),
  Brazilian (IBGE 2010) and the Arabic, Indian and Nigerian names it mixes in; its Spanish and
  Portuguese surname tables also give the particled surnames ("del Valle", "da Cunha") and the
  hyphenated pairs.
Each language draws its own mix: more Korean, Chinese, Filipino and Haitian names in English;
Venezuelan and Andean in Spanish; Angolan, Mozambican, Haitian and Venezuelan in Portuguese; a customer
of a neighbouring language everywhere.

A template holds person slots `[[form:x]]` (x names one person of the message: `[[full:a]]` and
`[[first:a]]` are the same person) and other holes `{{what}}` or `{{what:x}}`: contact data, all
obviously fake (example.com addresses, 555 phones, test card numbers); `title` a title matching person
x's sex (Mr./Ms./Sra./Dr.), `atitle` the same with its Spanish or Portuguese article ("la Sra.",
"o Dr."), `don` the untitled courtesy word before a first name ("doña", "seu", "dona"). Forms:
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
schools, stations and airports named after people, products named like people, capitalised
imperatives and job titles, days and months, teams, cities, software, ships.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import Person, es_surnames, fold, known_parts, person, pt_surnames

SEED = 83_519

TEMPLATES: dict[str, list[str]] = {
    "en": [
        # 1
        "From: [[full:a]] <{{email:a}}>\nTo: support@example.com\nSubject: Re: order {{order}} arrived damaged\n\n"
        "Hi, it's me again. The box was crushed and the lamp base is cracked. Photos attached.\n\n[[first:a]]",
        "Thanks for the quick turnaround on this!\n\nBest,\n[[fl:a]]\nOperations Lead | Harbor & Pine Logistics\n"
        "{{phone}}",
        "hey is anyone there?? [[first:a]] said u guys would call me back yesterday, still nothing. pls check "
        "ticket {{ticket}} thx",
        "{{date}} {{time}} - Ticket {{ticket}} opened by [[full:a]] via web form\n{{date}} {{time}} - Assigned to "
        "[[init:b]] (Tier 2)\n{{date}} {{time}} - [[first:b]] requested photos from customer",
        "CRM note: spoke w/ {{title:a}} [[last:a]] re: duplicate charge of ${{amount}}. Refund approved by "
        "[[fl:b]]. Customer prefers email, not calls.",
        "customer_id,first_name,last_name,email,plan\n{{cust}},[[first:a]],[[last:a]],{{email:a}},Pro\n"
        "{{cust}},[[first:b]],[[last:b]],{{email:b}},Basic",
        '{"tool": "crm.lookup", "result": {"id": "{{cust}}", "name": "[[full:a]]", "owner": "[[fl:b]]", '
        '"tier": "gold", "open_tickets": 2}}',
        'ts=2026-03-04T10:22:19Z level=info event=refund.created order={{order}} requested_by="[[fl:a]]" '
        "approver=[[first:b]] amount={{amount}}",
        "Customer pasted this link: https://portal.example.com/account/lookup?first=[[first:a]]&last=[[last:a]]"
        "&ref={{ticket}} - it just shows a blank page on their end",
        "Agent: Thank you for calling, my name is [[first:b]], who am I speaking with?\nCaller: Yeah hi, this is "
        "[[full:a]], I'm calling about my internet.\nAgent: Thanks, [[first:a]]. Can you confirm the phone "
        "number on the account?\nCaller: {{phone}}.",
        # 11
        "[{{date}}, {{time}}] [[fl:a]]: Forwarded\nhi my order {{order}} still says label created since monday, "
        "can someone check\n[{{date}}, {{time}}] [[first:a]]: ??",
        "DELIVERY NOTE\nDeliver to: [[full:a]]\nApt 4B, 18 Willow Court\nLeave with: [[first:b]] (neighbour, 4C)\n"
        "Signed: [[init:a]]",
        "Can you update [[first:a]]'s shipping address? [[first:a]] moved last week and order {{order}} is "
        "still going to the old place.",
        "This is about [[full:a]]'s account. They passed away in January and I'm handling the estate as "
        "executor. I'm [[fl:b]].",
        "I'm writing on behalf of {{title:a}} [[last:a]]'s office. Please send the invoice to [[fl:b]] in accounts "
        "payable ({{email:b}}).",
        "Attendees: [[fl:a]], [[fl:b]], [[init:c]] and me. Notes below, action items at the bottom.",
        "[[first:a]] / [[first:b]] - can one of you take the escalation for {{cust}}? it's been sitting "
        "since friday",
        'The courier wrote "[[fl:a]]" as the recipient but the order was for my partner ([[full:b]]).',
        "[[first:a]] here again. Still waiting on the replacement charger. Order {{order}}.",
        "Name: [[hyph:a]]\nDate of birth: 01/01/1970\nReason for contact: Card blocked\nCard: {{card}}",
        # 21
        "Please ask for [[word:a]] at the front desk, they handle returns on Saturdays.",
        "ok so [[wfirst:a]] from ur billing team told me the fee would be waived?? can u confirm. acct {{cust}}",
        "Account holder: [[part:a]]\nAuthorized user: [[part:b]]\nStatus: Active\nAutopay: Off",
        "Dear {{title:a}} [[last:a]],\n\nWe're sorry your refund took longer than promised. [[first:b]] from our "
        "escalations team will call you at {{phone}} before {{time}}.\n\nKind regards,\n[[fl:b]]",
        "Escalated to {{title:a}} [[last:a]] (clinic manager). Patient-side contact is [[fl:b]], callback "
        "{{phone}}.",
        "lol ok ty [[first:a]] ur the best, tell [[first:b]] i said thx too",
        "@[[first:a]] can you look at {{ticket}}? customer [[full:b]] says the Marshall amp arrived without "
        "the power cable",
        "Approved - [[init:a]], Finance ({{date}})",
        "Voicemail transcript ({{time}}): hi um this is [[full:a]], calling about the uh washer install, "
        "[[first:b]] was supposed to come today. call me back at {{phone}}",
        "Shift handover: [[first:a]] is off sick, [[fl:b]] covers chat, [[first:c]] covers phones until {{time}}.",
        # 31
        "Per {{title:a}} [[last:a]], the warranty claim is approved. Ship the replacement to {{title:b}} "
        "[[last:b]] at the address on file.",
        # no person
        "Is the Tommy Bahama shirt I ordered (order {{order}}) available in XL? Also do you ship to Lincoln, "
        "Nebraska?",
        "My package has been stuck at the Jefferson Street depot for three days according to tracking. "
        "Order {{order}}.",
        "Return label attached. Drop it at any Walgreens or at the post office on Martin Luther King Jr Blvd.",
        "Grant Access\nMark as Resolved\nChase Payment\nWill Call pickup only",
        "Booked a table at Ruth's Chris for the team dinner on the company card {{card}}, please add the receipt "
        "to {{ticket}}.",
        "The Ford Mustang rental was returned to the Hertz counter at Logan Airport on {{date}} but the invoice "
        "still shows it as open.",
        "Job title: Account Executive. Department: Sales. Reports to: Regional Director, Northeast.",
        "Patient was transferred to Johns Hopkins Hospital; billing for the ambulance goes through Mercy General. "
        "Claim {{ticket}}.",
        "does the jack daniels gift set ship to alaska? also is the victoria's secret voucher still valid in june",
        '{"store": "Barnes & Noble - Lincoln Center", "sku": "BN-4411", "status": "backordered", '
        '"eta": "{{date}}"}',
        "Monday's maintenance window moved to Friday, {{time}} ET. Affected: Salesforce sync, Jenkins builds, "
        "Grafana dashboards.",
        "Schools in the district rollout: George Washington High School, Abraham Lincoln Elementary, Harvey Milk "
        "Middle School.",
        "Agent: Thanks for calling Wells Fargo card services.\nCaller: Hi, there's a charge from Dollar General "
        "and one from Piggly Wiggly I don't recognize.\nAgent: Let me pull those up.",
        "Cruise booking {{booking}} on the Queen Mary 2 - can we switch to the Carnival Dream sailing instead? "
        "we're celtics fans so avoid game nights lol",
    ],
    "es": [
        # 1
        "De: [[full:a]] <{{email:a}}>\nPara: soporte@example.com\nAsunto: Pedido {{order}} incompleto\n\n"
        "Buenas tardes, me ha llegado el pedido sin el cargador. ¿Me podéis enviar uno?\n\nUn saludo,\n[[first:a]]",
        "Nombre: [[first:a]]\nApellidos: [[last:a]]\nDNI/NIE: (adjunto)\nTeléfono: {{phone}}\nMotivo: baja del "
        "servicio",
        "hola buenas, q tal? hablé ayer con [[first:a]] y me dijo q me llamaban hoy... nada de nada. el pedido "
        "es {{order}} xfa",
        "{{date}} {{time}} Incidencia {{ticket}} abierta por [[full:a]]\n{{date}} {{time}} Asignada a [[fl:b]] "
        "(N2)\n{{date}} {{time}} [[first:b]] solicita fotos al cliente",
        "Nota CRM: llamó {{atitle:a}} [[last:a]] por un cargo duplicado de {{amount}} €. Reembolso aprobado por "
        "[[fl:b]]. Prefiere correo.",
        "id;nombre;apellidos;email;provincia\n{{cust}};[[first:a]];[[last:a]];{{email:a}};Valencia\n"
        "{{cust}};[[first:b]];[[last:b]];{{email:b}};Sevilla",
        '{"herramienta": "crm.buscar_cliente", "resultado": {"id": "{{cust}}", "nombre_completo": "[[full:a]]", '
        '"gestor": "[[fl:b]]"}}',
        'ts={{time}} nivel=warn evento=devolucion pedido={{order}} cliente="[[full:a]]" agente=[[first:b]]',
        "me manda este enlace el técnico: https://citas.example.com/confirmar?nombre=[[first:a]]&apellido="
        "[[last:a]]&cita={{booking}} y no abre",
        "Agente: Buenos días, le atiende [[first:b]], ¿con quién hablo?\nCliente: Con [[full:a]].\nAgente: "
        "Gracias, [[first:a]]. ¿Me confirma el teléfono?\nCliente: Sí, {{phone}}.",
        # 11
        "[{{date}} {{time}}] [[fl:a]]: Reenviado\nbuenas, el repartidor dice q no había nadie pero estuve toda la "
        "mañana en casa\n[{{date}} {{time}}] [[first:a]]: me podéis decir algo??",
        "ALBARÁN DE ENTREGA\nDestinatario: [[full:a]]\nC/ Alcalá 120, 3º B\nRecoge: {{title:b}} [[last:b]] "
        "(vecino del 3º A)\nFirma: [[init:a]]",
        "Le comento que {{don:a}} [[first:a]] pasó por la tienda esta mañana a recoger el pedido {{order}}; "
        "[[first:b]] le atendió.",
        "buenas, escribo por {{don:a}} [[first:a]], que no se apaña con el móvil y me pidió que lo hiciera yo. "
        "el contrato está a nombre de [[full:a]].",
        "Buenos días, {{title:a}} [[last:a]]:\n\nLamentamos el retraso. [[first:b]], de nuestro equipo de "
        "incidencias, le llamará antes de las {{time}}.\n\nAtentamente,\n[[fl:b]]",
        "Escalado: {{title:a}} [[last:a]] (responsable de tienda). Contacto del cliente: [[fl:b]], {{phone}}.",
        "Titular: [[hyph:a]]\nNIE: ver adjunto\nTarjeta: {{card}}\nMotivo: tarjeta bloqueada",
        "Por favor cambiad el titular de la línea: antes [[part:a]], ahora [[part:b]].",
        "Pregunté por [[word:a]] en recepción y me dijeron que ya no trabaja ahí.",
        "jaja vale, gracias [[wfirst:a]]!! mañana os escribo con el número de seguimiento",
        # 21
        "Asistentes: [[fl:a]], [[fl:b]], [[init:c]] y yo. Acta adjunta.",
        "[[first:a]] / [[first:b]]: ¿alguno puede mirar la incidencia {{ticket}}? el cliente lleva desde el "
        "viernes esperando",
        'En la etiqueta pone "[[fl:a]]" pero el pedido es de mi pareja ([[full:b]]).',
        "[[first:a]] otra vez. Sigo sin el reembolso del pedido {{order}}.",
        "tb le escribí a [[first:a]] por el chat pero nada. k hago? xq ya van 3 semanas",
        "buenas tardes señorita, mi nombre es [[full:a]] y le escribo desde Arequipa, el courier no llega a mi "
        "distrito. mi pedido es {{order}}",
        "Turno de tarde: [[first:a]] está de baja, [[fl:b]] cubre el chat y [[first:c]] los teléfonos hasta las "
        "{{time}}.",
        "Mensaje de voz ({{time}}): hola, eh, soy [[full:a]], llamo por lo de la lavadora, que [[first:b]] tenía "
        "que venir hoy a instalarla... llámenme al {{phone}}, gracias",
        "Vecinos que firman la reclamación: {{don:a}} [[first:a]] (2º A), [[fl:b]] (3º B) y [[fl:c]] (4º A).",
        "Aprobado — [[init:a]], Administración ({{date}})",
        # 31
        "Gracias por la rapidez.\n\nSaludos cordiales,\n[[fl:a]]\nCompras | Ferretería Hermanos Quintana\n"
        "{{phone}}",
        # no person
        "¿Tenéis el abrigo de Pedro del Hierro en la talla 48? Lo vi en El Corte Inglés de Castellana pero no "
        "quedaba.",
        "Mi paquete lleva parado en la oficina de Correos de la calle Bravo Murillo desde el martes. Pedido "
        "{{order}}.",
        "Puedo recogerlo en la estación de Atocha Almudena Grandes o en Chamartín-Clara Campoamor, como os venga "
        "mejor.",
        "Reinicie el router. Espere dos minutos. Marque el 1 para averías y Pulse almohadilla para volver.",
        "Traslado del Hospital Ramón y Cajal al Hospital Virgen del Rocío; la factura de la ambulancia va en el "
        "expediente {{ticket}}.",
        "Colegios del pedido de libros: CEIP Miguel de Cervantes, IES Rosalía de Castro, Colegio Santa Teresa "
        "de Jesús.",
        "Cargo: Director Comercial. Departamento: Ventas. Responde a: Directora General. Sede: Torre Picasso, "
        "Madrid.",
        "el sábado juega el betis contra el rayo y el lunes es festivo (san josé), así q el pedido llega el "
        "martes o el miércoles?",
        '{"tienda": "Zara - Plaza de Cervantes", "producto": "Vestido Lola", "estado": "sin stock", '
        '"fecha": "{{date}}"}',
        'svc=pagos ruta=/v2/pedidos/{{order}} comercio="Telepizza Goya" pasarela=Redsys estado=502 reintento=true',
        "Agente: Gracias por llamar a Movistar.\nCliente: Hola, llamo por un cargo de Mercadona y otro de Leroy "
        "Merlin que no reconozco.\nAgente: Vale, déjeme que lo mire.",
        "Reserva {{booking}} en el crucero Costa Fortuna con salida de Valparaíso; ¿se puede cambiar al MSC "
        "Magnifica? Viajamos desde San Juan.",
        "Tras actualizar, Alexa no reconoce la Roomba y el termostato Nest da error. ¿Es cosa de Alexa o del "
        "router Livebox?",
        "el enlace https://tienda.example.com/buscar?q=juan+valdez+cafe&orden=precio sale vacío, probé en "
        "Chrome y en Safari",
    ],
    "pt": [
        # 1
        "De: [[full:a]] <{{email:a}}>\nPara: atendimento@example.com\nAssunto: Pedido {{order}} veio faltando "
        "peça\n\nBoa tarde, o pedido chegou sem o controle remoto. Vocês conseguem enviar?\n\nAtt,\n[[first:a]]",
        "Nome completo: [[full:a]]\nCPF: (em anexo)\nTelefone: {{phone}}\nMotivo do contato: cancelamento",
        "oi tudo bem? falei com [[first:a]] ontem e disseram q vcs iam me ligar hj, nada ate agora. pedido "
        "{{order}} vlw",
        "{{date}} {{time}} Chamado {{ticket}} aberto por [[full:a]]\n{{date}} {{time}} Atribuído a [[fl:b]] (N2)\n"
        "{{date}} {{time}} [[first:b]] pediu fotos ao cliente",
        "Obs CRM: {{atitle:a}} [[last:a]] ligou sobre cobrança em dobro de R$ {{amount}}. Estorno aprovado por "
        "[[fl:b]]. Prefere contato por e-mail.",
        "id,nome,sobrenome,email,cidade\n{{cust}},[[first:a]],[[last:a]],{{email:a}},Vitória\n"
        "{{cust}},[[first:b]],[[last:b]],{{email:b}},Natal",
        '{"ferramenta": "crm.consultar", "resultado": {"id": "{{cust}}", "nome": "[[full:a]]", '
        '"responsavel": "[[fl:b]]", "status": "ativo"}}',
        'ts={{time}} nivel=info evento=troca pedido={{order}} solicitante="[[fl:a]]" aprovador=[[first:b]] '
        "valor={{amount}}",
        "o link q o técnico mandou: https://agenda.example.com/confirmar?nome=[[first:a]]&sobrenome=[[last:a]]"
        "&protocolo={{booking}} n abre de jeito nenhum",
        "Atendente: Bom dia, meu nome é [[first:b]], com quem eu falo?\nCliente: É [[full:a]].\nAtendente: "
        "Obrigada, [[first:a]]. Pode confirmar o telefone?\nCliente: {{phone}}.",
        # 11
        "[{{date}} {{time}}] [[fl:a]]: Encaminhada\nboa noite, o entregador disse q ninguém atendeu mas eu tava "
        "em casa o dia todo\n[{{date}} {{time}}] [[first:a]]: alguém???",
        "COMPROVANTE DE ENTREGA\nDestinatário: [[full:a]]\nRua Tiradentes, 455, ap. 32\nRecebido por: "
        "{{title:b}} [[last:b]] (portaria)\nAssinatura: [[init:a]]",
        "Só pra avisar que {{don:a}} [[first:a]] passou na loja hoje cedo pra retirar o pedido {{order}}; quem "
        "atendeu foi [[first:b]].",
        "boa tarde, escrevo por {{don:a}} [[first:a]], que não se dá bem com o celular e pediu pra eu escrever. "
        "o contrato tá no nome de [[full:a]].",
        "Prezado(a) {{title:a}} [[last:a]],\n\nLamentamos o atraso. [[first:b]], da nossa ouvidoria, vai ligar "
        "antes das {{time}}.\n\nAtenciosamente,\n[[fl:b]]",
        "Caso escalado: {{title:a}} [[last:a]] (gerente da loja). Contato do cliente: [[fl:b]], {{phone}}.",
        "Titular: [[hyph:a]]\nCartão: {{card}}\nMotivo: cartão bloqueado após compra no exterior",
        "Favor trocar a titularidade da linha: de [[part:a]] para [[part:b]].",
        "Perguntei por [[word:a]] na recepção e disseram que não trabalha mais aí.",
        "kkkk blz, valeu [[wfirst:a]]!! amanhã mando o código de rastreio",
        # 21
        "Presentes na reunião: [[fl:a]], [[fl:b]], [[init:c]] e eu. Ata em anexo.",
        "[[first:a]] / [[first:b]], alguém consegue ver o chamado {{ticket}}? o cliente tá esperando desde sexta",
        'Na etiqueta veio "[[fl:a]]" mas a compra é da minha esposa ([[full:b]]).',
        "[[first:a]] de novo. Continuo sem o reembolso do pedido {{order}}.",
        "tb mandei msg pra [[first:a]] no chat mas nd. oq eu faço? pq ja faz 3 semanas",
        "Bom dia, chamo-me [[full:a]] e escrevo de Luanda. A encomenda {{order}} ficou retida na alfândega. "
        "Podem ajudar?",
        "Escala de hoje: [[first:a]] de atestado, [[fl:b]] cobre o chat e [[first:c]] o telefone até as {{time}}.",
        "Transcrição da mensagem de voz ({{time}}): oi, é [[full:a]], tô ligando por causa da instalação da "
        "máquina de lavar, o técnico [[first:b]] ia vir hoje... me liga no {{phone}}, brigado",
        "Moradores que assinam a reclamação: {{don:a}} [[first:a]] (apto 21), [[fl:b]] (apto 32) e [[fl:c]] "
        "(apto 44).",
        "Aprovado — [[init:a]], Financeiro ({{date}})",
        # 31
        "Obrigado pela agilidade!\n\nAbraço,\n[[fl:a]]\nCompras | Padaria Irmãos Albuquerque\n{{phone}}",
        # no person
        "A bolsa da Carmen Steffens que comprei no Shopping Eldorado veio com a alça descosturada. Pedido "
        "{{order}}.",
        "Meu pacote tá parado na agência dos Correios da Rua Oscar Freire desde terça. Pedido {{order}}.",
        "Posso retirar no Aeroporto Santos Dumont ou no Galeão – Tom Jobim? Tanto faz.",
        "Clique em Salvar. Aguarde a confirmação. Digite o código e Toque em Continuar.",
        "Transferência do Hospital Miguel Couto para o Hospital Souza Aguiar; a conta da ambulância segue no "
        "protocolo {{ticket}}.",
        "Escolas do pedido de livros: EMEF Paulo Freire, Colégio Estadual Machado de Assis, Escola Municipal "
        "Cecília Meireles.",
        "Cargo: Gerente Comercial. Setor: Vendas. Reporta a: Diretora Regional. Unidade: Edifício Copan, São "
        "Paulo.",
        "sábado tem grêmio x inter e segunda é feriado (tiradentes), então a entrega fica pra terça ou quarta?",
        '{"loja": "Renner - Shopping Iguatemi", "produto": "Vestido Marina", "status": "sem estoque", '
        '"previsao": "{{date}}"}',
        'svc=pagamentos rota=/v2/pedidos/{{order}} estabelecimento="Casas Bahia Augusta" gateway=Cielo '
        "status=502 retry=true",
        "Atendente: Obrigado por ligar para a Vivo.\nCliente: Oi, é sobre uma cobrança da Magazine Luiza e outra "
        "do Mercado Livre que eu não reconheço.\nAtendente: Certo, vou verificar.",
        "Reserva {{booking}} no navio MSC Preziosa saindo de Santos; dá pra trocar pro Costa Diadema? A gente "
        "sai de São José dos Campos.",
        "Depois da atualização a Alexa não reconhece mais a lâmpada Positivo e o aplicativo do Itaú pede a senha "
        "toda hora.",
        "o link https://loja.example.com/busca?q=cadeira+charles+eames&ordem=preco vem vazio, testei no Chrome "
        "e no Safari",
    ],
}

# Names one of whose parts is also a common word of the language: kept only where a source holds them.
_WORD_FIRST = {
    "en": "Hope Faith Joy Dawn Summer April June Ivy Holly Olive Pearl Ruby Crystal Honey Sky Star Brook Gay "
          "Grant Hunter Chase Wade Miles Rusty Cliff Mark Will Art Gene Rich Buck Sonny Guy Dusty Rock Major",
    "es": "Rosa Luz Paz Pilar Dolores Soledad Consuelo Esperanza Amparo Rosario Blanca Aurora Estrella Nieves "
          "Reyes Cruz Salvador Victoria Rocío Alba Candela Olvido Angustias Sol Rey Leal Modesto Jesús",
    "pt": "Rosa Luz Paz Graça Glória Aurora Vitória Flor Celeste Clara Jade Pérola Estrela Dores Socorro "
          "Esperança Salvador Bento Justo Amor Sol Neves Branca Tranquilino Prudente Jesus",
}
_WORD_LAST = {
    "en": "Baker Cook Mason Fisher Hunter Bishop Cooper Brown Green White Black Young Long Hill Wood Lake "
          "Rivers Bush Moon Frost Snow Day Knight Sharp Best Little Price Bell Rose Park Lee Gold King",
    "es": "Moreno Rubio Calvo Delgado Blanco Bravo Leal Cano Ramos Flores Campos Prado Sierra Montes Lobo "
          "Cordero Pastor Herrero Molina Castillo Torres Iglesias Palacios Caballero Serrano Vega Arroyo Mamani",
    "pt": "Rocha Pereira Oliveira Carvalho Coelho Leite Pinto Pinheiro Ramos Campos Leão Lobo Raposo Cordeiro "
          "Fontes Barros Rios Matos Prado Neves Serra Vale Porto Bastos Machado Ferreira Paiva Marinho Mata",
}
# The men's names among those first names (the others are women's): a courtesy word or a title agrees.
_WORD_FIRST_MEN = frozenset("Grant Hunter Chase Wade Miles Rusty Cliff Mark Will Art Gene Rich Buck Sonny Guy "
                            "Dusty Rock Major Reyes Salvador Rey Leal Modesto Jesús Bento Justo Amor "
                            "Tranquilino Prudente Jesus".split())
PARTICLES = frozenset({"da", "das", "de", "do", "dos", "del", "la"})
_HOLE = re.compile(r"\[\[(\w+):(\w)\]\]|\{\{(\w+)(?::(\w))?\}\}")
_NAME_CHARS = re.compile(r"[^\W\d_]+(?:[ -][^\W\d_]+)*")

# ------------------------------------------------------------------- tables written here
# Chinese names as Hong Kong, Taiwanese, Singaporean and Malaysian documents romanise them.
_CHINESE_SURNAMES = ("Wong Chan Cheung Lau Leung Ng Tsang Ho Lam Yip Chow Tse Kwok Fung Tam Chiu Mok Yeung Tang "
                     "Lai Siu Kwan Chu Hui Lo Tsui Chung Tan Lim Teo Goh Ong Koh Chua Heng Quek Tay Low Hsu Tsai "
                     "Lin Chang Hsieh Kuo Tseng Chiang Liao Hung Chien Yuen Fong Szeto Au").split()
_CHINESE_FIRST = {
    "F": ("Mei Ling", "Wing Yan", "Hoi Yan", "Tsz Ching", "Pui Shan", "Yuk Lan", "Siu Wai", "Ka Yan", "Sze Man",
          "Hsiu-Mei", "Yu-Ting", "Shu-Fen", "Ya-Chu", "Pei-Shan", "Tzu-Yu", "Hui-Min", "Li Ting", "Xin Yi",
          "Jia Hui", "Wan Ting", "Siew Lan", "Bee Leng", "Mui Hoon"),
    "M": ("Ka Wai", "Siu Ming", "Chi Keung", "Kwok Wah", "Man Kit", "Chun Kit", "Wing Hong", "Ka Ho", "Tak Ming",
          "Chia-Hao", "Chih-Wei", "Wen-Hsiung", "Cheng-Han", "Yu-Hsuan", "Kuan-Ting", "Jun Jie", "Wei Liang",
          "Boon Huat", "Kok Leong", "Zhi Hao", "Chee Keong", "Teck Seng"),
}
# Filipino first names and family names (Spanish, Tagalog and Chinese-Filipino ones).
_FILIPINO_FIRST = {
    "F": ("Maricel", "Rowena", "Marites", "Lovely", "Mary Grace", "Jonalyn", "Rizza", "Analyn", "Kristine",
          "Maribel", "Jocelyn", "Cherry", "Rhea", "Arlene", "Divina", "Lorna", "Michelle", "Rosalie", "Joanna",
          "Shiela", "Gemma", "Aileen", "Mylene", "Precious"),
    "M": ("Rodel", "Jomar", "Arnel", "Ronaldo", "Jericho", "Rommel", "Jayson", "Reynaldo", "Noel", "Bong",
          "Efren", "Danilo", "Ariel", "Marlon", "Romeo", "Jhun", "Rey", "Dindo", "Nestor", "Joel", "Mark Anthony",
          "John Paul", "Elmer", "Renato"),
}
_FILIPINO_SURNAMES = ("Santos Reyes Bautista Ocampo Villanueva Macaraeg Dimaculangan Manalo Magsaysay Pangilinan "
                      "Lacson Soriano Mendoza Tolentino Aquino Panganiban Dizon Salonga Dimaano Bernardo "
                      "Gatchalian Mercado Macapagal Galang Buenaventura Cabrera Tiongson Sy Lagman Quiambao "
                      "Dalisay Manansala Evangelista Sison Pascual Gonzaga Bumanglag").split()
# Haitian first names and family names.
_HAITIAN_FIRST = {
    "F": ("Jocelyne", "Marie-Carmel", "Widlene", "Guerline", "Nadège", "Ketly", "Mirlande", "Fabienne",
          "Roseline", "Dieula", "Marjorie", "Nathalie", "Kettly", "Lourdine", "Magalie", "Youseline", "Wideline",
          "Marie-Ange", "Yolette", "Rose-Marie"),
    "M": ("Wilner", "Fritznel", "Jean-Robert", "Dieuseul", "Mackenson", "Frantz", "Wisly", "Jean-Claude",
          "Ronald", "Evens", "Wilson", "Jean-Baptiste", "Pierre-Richard", "Lesly", "Wilfrid", "Jonas", "Kervens",
          "Rodney", "Yvon", "Dieuvens"),
}
_HAITIAN_SURNAMES = ("Pierre-Louis Jean-Baptiste Desir Joseph Exantus Charles Dorvil Celestin Toussaint "
                     "Valcourt Metellus Desrosiers Alcide Lafortune Etienne Delva Jeune Cadet Beauvais Dorcely "
                     "Saintil Lamour Jean-Louis Fils-Aime Louissaint Augustin Bellegarde Dorsainvil Hyppolite "
                     "Estime Jean-Charles Moise Petit-Frere Vilsaint").split()
# Quechua and Aymara family names of Peru and Bolivia, and first names written as Andean registries do.
_ANDEAN_SURNAMES = ("Quispe Mamani Huamán Condori Choque Apaza Huanca Ticona Yupanqui Cusi Chambi Ccahuana Pari "
                    "Sonco Poma Llanque Calla Coaquira Paucar Quille Huillca Vilca Ayma Mayta Ccopa Limachi Cutipa "
                    "Nina Ccori Tupa Huarachi Challco Cahuana Quisbert Chura Yucra Layme Huarcaya").split()
_ANDEAN_FIRST = {
    "F": ("Maritza", "Yesenia", "Rosmery", "Nélida", "Fortunata", "Santusa", "Hilda", "Ruth", "Yaneth",
          "Rocío del Pilar", "Flor de María", "Luz Marina", "Nilda", "Yovana", "Sonia", "Marleny", "Yudith",
          "Eulogia", "Gladys", "Zenaida"),
    "M": ("Jhon", "Yhony", "Edwin", "Wilber", "Nilo", "Elmer", "Percy", "Teófilo", "Wálter", "Hernán", "Ronal",
          "Yuri", "Fredy", "Juvenal", "Hipólito", "Marcelino", "Eusebio", "Wilfredo", "Efraín", "Néstor"),
}
# Venezuelan first names (the family names come from mimesis's Spanish-language tables).
_VENEZUELAN_FIRST = {
    "F": ("Yusmary", "Dayana", "Yulimar", "Oriana", "Yoselin", "Franyelis", "Yajaira", "Marbelis", "Greisy",
          "Génesis", "Rosbelis", "Omaira", "Yusleidy", "Maolis", "Yurimar", "Daniela", "Yelitza", "Mariangel",
          "Nairobi", "Yorgelis", "Wendy", "Zuleima"),
    "M": ("Yorman", "Yeferson", "Wuilmer", "Deivis", "Jhonaiker", "Leomar", "Nerio", "Eudomar", "Wilmer",
          "Yonaiker", "Argenis", "Oswaldo", "Richard", "Yordi", "Jesús Alberto", "Luis Ángel", "Darwin",
          "Keiner", "Anyelo", "Douglas", "Franklin", "Eleazar"),
}
# Angolan and Mozambican family names and first names in Kimbundu, Umbundu, Kikongo, Changana, Sena and
# Makua (besides the Portuguese first names mimesis gives).
_ANGOLAN_SURNAMES = ("Kiala Chipenda Kassoma Dembo Muteka Sapalo Kiluange Chivukuvuku Nzau Kapingala Muhongo "
                     "Camalata Cassule Kalunga Ndombele Tchipilica Mbinda Ngonda Sakaita Kandimba Lutukuta "
                     "Mufuma Capita Kissanga Dikuiza Ngola Malungo Bumba Quissanga Cahanda").split()
_ANGOLAN_FIRST = {
    "F": ("Nzinga", "Kiesse", "Ndala", "Kianda", "Tchizé", "Ngueza", "Luzolo", "Nsimba", "Mbuta", "Kiame"),
    "M": ("Kiluanji", "Ngunga", "Ndonga", "Kalunga", "Nzuzi", "Mbiavanga", "Kinzau", "Tchiyeye", "Lukeni",
          "Sassa"),
}
_MOZAMBICAN_SURNAMES = ("Tembe Cossa Chissano Mondlane Machava Sitoe Mabunda Muianga Nhantumbo Macuácua Guambe "
                        "Matsinhe Mucavele Chambal Zandamela Langa Bila Cumbe Nhaca Mahumane Massingue Mandlate "
                        "Tivane Uamusse Matavele Chivambo Sigaúque Mazive Namashulua Chilaule").split()
_MOZAMBICAN_FIRST = {
    "F": ("Anifa", "Zainabo", "Xiluva", "Nyeleti", "Rabia", "Tsakani", "Ntsako", "Muhlekwa", "Awaji", "Nhlalala"),
    "M": ("Mussa", "Dinis", "Sualehe", "Tsembeka", "Nyiko", "Hlulani", "Amisse", "Atanásio", "Muzila", "Ngungunhane"),
}

# Korean family names as Western documents spell them (the syllables' Revised Romanisation elsewhere).
_KOREAN_SURNAMES = {
    "김": "Kim", "이": "Lee", "박": "Park", "최": "Choi", "정": "Jung", "강": "Kang", "조": "Cho", "윤": "Yoon",
    "장": "Jang", "임": "Lim", "한": "Han", "오": "Oh", "서": "Seo", "신": "Shin", "권": "Kwon", "황": "Hwang",
    "안": "Ahn", "송": "Song", "류": "Ryu", "유": "Yoo", "홍": "Hong", "전": "Jeon", "고": "Ko", "문": "Moon",
    "양": "Yang", "손": "Son", "배": "Bae", "백": "Baek", "허": "Heo", "남": "Nam", "심": "Shim", "노": "Noh",
    "하": "Ha", "곽": "Kwak", "성": "Sung", "차": "Cha", "주": "Joo", "우": "Woo", "구": "Koo", "민": "Min",
    "나": "Na", "진": "Jin", "지": "Ji", "엄": "Um", "채": "Chae", "원": "Won", "천": "Cheon", "방": "Bang",
    "공": "Kong", "현": "Hyun", "함": "Ham", "변": "Byun", "염": "Yeom", "여": "Yeo", "추": "Choo", "도": "Do",
    "석": "Seok", "설": "Seol", "마": "Ma", "길": "Gil", "연": "Yeon", "표": "Pyo", "명": "Myung", "기": "Ki",
    "반": "Ban", "왕": "Wang", "금": "Keum", "옥": "Ok", "육": "Yook", "인": "In", "맹": "Maeng", "탁": "Tak",
    "국": "Kook", "은": "Eun", "편": "Pyeon", "용": "Yong", "황보": "Hwangbo", "남궁": "Namgoong",
    "제갈": "Jegal", "선우": "Sunwoo", "독고": "Dokgo",
}
_RR_INITIAL = "g kk n d tt r m b pp s ss - j jj ch k t p h".split()
_RR_MEDIAL = "a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i".split()
_RR_FINAL = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t",
             "t", "ng", "t", "t", "k", "t", "p", "t"]

# Whole people from tables, per origin: (female firsts, male firsts, female surnames, male surnames).
_ORIGINS = ("anglo", "hispanic", "lusophone", "polish", "korean", "chinese", "filipino", "haitian", "andean",
            "venezuelan", "angolan", "mozambican")

# Who a customer of each language names, besides the people quality/names_sources.py draws for the
# language itself (which mixes in Arabic, Indian and Nigerian names): origin and share.
_MIX = {
    "en": (("anglo", .17), ("korean", .08), ("chinese", .08), ("filipino", .08), ("haitian", .05),
           ("polish", .05), ("venezuelan", .03), ("andean", .02), ("hispanic", .03), ("lusophone", .02),
           ("angolan", .01), ("mozambican", .01), ("neighbour", .05)),
    "es": (("hispanic", .16), ("venezuelan", .10), ("andean", .09), ("filipino", .03), ("chinese", .05),
           ("korean", .03), ("polish", .03), ("haitian", .02), ("lusophone", .04), ("anglo", .04),
           ("angolan", .01), ("neighbour", .05)),
    "pt": (("lusophone", .16), ("angolan", .08), ("mozambican", .08), ("haitian", .05), ("korean", .04),
           ("chinese", .04), ("venezuelan", .05), ("andean", .03), ("polish", .04), ("hispanic", .03),
           ("anglo", .03), ("filipino", .01), ("neighbour", .04)),
}


@dataclass
class Sealed5Message(NameMessage):
    """A message of the sealed5 set: which template it came from and the origins of its people."""

    template: int = -1
    origins: tuple[str, ...] = ()


def _datasets() -> Path:
    import importlib.util

    spec = importlib.util.find_spec("mimesis")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the dev dependency 'mimesis' is not installed (run scripts/bootstrap)")
    return Path(list(spec.submodule_search_locations)[0]) / "datasets"


@cache
def _mimesis(locale: str) -> dict:
    return json.loads((_datasets() / locale / "person.json").read_text(encoding="utf-8"))


# Entries of mimesis's tables that are no one's name ("Name" in es, "Gollum" in es-mx).
_NOT_NAMES = frozenset({"Name", "Gollum"})


def _names_only(names) -> tuple[str, ...]:
    """Names as people write them: letters, single spaces and hyphens, every word capitalised."""
    return tuple(sorted({n for n in names if _NAME_CHARS.fullmatch(n) and n not in _NOT_NAMES
                         and all(w[0].isupper() for w in n.split())}))


def _hangul(word: str) -> str:
    """A Hangul given name in the Revised Romanisation, syllable by syllable ("민준" -> "minjun")."""
    out = []
    for char in word:
        code = ord(char) - 0xAC00
        if not 0 <= code < 11172:
            raise ValueError(word)
        initial, medial, final = code // 588, code % 588 // 28, code % 28
        out.append(_RR_INITIAL[initial].replace("-", "") + _RR_MEDIAL[medial] + _RR_FINAL[final])
    return "".join(out) if len(out) < 2 else "-".join(out)


@cache
def _table(origin: str, which: int) -> tuple[str, ...]:
    """One of an origin's tables: 1 female firsts, 2 male firsts, 3 female surnames, 4 male surnames."""
    sex = "female" if which in (1, 3) else "male"
    if origin in ("anglo", "hispanic", "lusophone", "polish"):
        locales = {"anglo": ("en",), "hispanic": ("es", "es-mx"), "lusophone": ("pt-br", "pt"),
                   "polish": ("pl",)}[origin]
        out: list[str] = []
        for locale in locales:
            data = _mimesis(locale)["names" if which < 3 else "surnames"]
            out += data[sex] if isinstance(data, dict) else data
        return _names_only(out)
    if origin == "korean":
        if which >= 3:
            return tuple(sorted(set(_KOREAN_SURNAMES.values())))
        return tuple(sorted({_hangul(n) for n in _mimesis("ko")["names"][sex] if len(n) == 2}))
    firsts, surnames = {
        "chinese": (_CHINESE_FIRST, _CHINESE_SURNAMES),
        "filipino": (_FILIPINO_FIRST, _FILIPINO_SURNAMES),
        "haitian": (_HAITIAN_FIRST, _HAITIAN_SURNAMES),
        "andean": (_ANDEAN_FIRST, _ANDEAN_SURNAMES),
        "venezuelan": (_VENEZUELAN_FIRST, _table("hispanic", 3)),
        "angolan": (_ANGOLAN_FIRST, _ANGOLAN_SURNAMES),
        "mozambican": (_MOZAMBICAN_FIRST, _MOZAMBICAN_SURNAMES),
    }[origin]
    if which >= 3:
        return tuple(surnames)
    return tuple(firsts["F" if which == 1 else "M"])


def _korean_first(rng: random.Random, sex: str) -> str:
    """A Korean given name as customers write it: "Min-jun", "Minjun" or "Min Jun"."""
    name = rng.choice(_table("korean", 1 if sex == "F" else 2))
    a, b = name.split("-")
    return rng.choice((f"{a.capitalize()}-{b}", f"{a.capitalize()}{b}", f"{a.capitalize()} {b.capitalize()}"))


@cache
def extra_parts() -> frozenset[str]:
    """Name words this set adds to quality/names_sources.py's: its tables, casefolded and without
    accents, as written and as upper or lower case fold them."""
    words: set[str] = set()
    for origin in _ORIGINS:
        for which in (1, 2, 3, 4):
            words.update(_table(origin, which))
    for name in _table("korean", 1) + _table("korean", 2):
        words.update((name.capitalize(), name.replace("-", "")))
    out: set[str] = set()
    for w in words:
        for piece in w.replace("-", " ").split():
            out.update(fold(v).casefold() for v in (piece, piece.upper(), piece.lower()))
    return frozenset(out)


@cache
def _word_names(language: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    parts = known_parts() | extra_parts()
    first = tuple(w for w in _WORD_FIRST[language].split() if fold(w).casefold() in parts)
    last = tuple(w for w in _WORD_LAST[language].split() if fold(w).casefold() in parts)
    return first, last


@cache
def _particled(language: str) -> tuple[str, ...]:
    """Surnames the source tables write with their particle: "del Valle", "da Cunha"."""
    table = es_surnames() if language == "es" else pt_surnames()
    return tuple(s for s in table if " " in s and s.split(" ")[0] in PARTICLES and len(s.split(" ")[-1]) > 2
                 and s != "de la Crúz")


def _surname_pool(language: str) -> tuple[str, ...]:
    origin = {"en": "anglo", "es": "hispanic", "pt": "lusophone"}[language]
    return tuple(s for s in _table(origin, 4) if " " not in s and "-" not in s)


def _valid(p: Person) -> bool:
    """Only letters, spaces and hyphens; every word capitalised but particles (the 'as written' class)."""
    for part in [p.first, *p.surnames]:
        if not _NAME_CHARS.fullmatch(part):
            return False
    return all(w[0].isupper() or w in PARTICLES for w in p.full.split())


def _from_table(rng: random.Random, origin: str) -> Person:
    sex = rng.choice("FM")
    surname_table = _table(origin, 3 if sex == "F" else 4)
    if origin == "korean":
        first = _korean_first(rng, sex)
    elif origin == "chinese" and rng.random() < 0.35:  # "Kelvin Wong", "Ivy Tan"
        first = rng.choice(_table("anglo", 1 if sex == "F" else 2))
    elif origin in ("angolan", "mozambican") and rng.random() < 0.6:  # "Domingos Tembe"
        first = rng.choice(_table("lusophone", 1 if sex == "F" else 2))
    else:
        first = rng.choice(_table(origin, 1 if sex == "F" else 2))
    surnames = [rng.choice(surname_table)]
    if origin in ("hispanic", "venezuelan") and rng.random() < 0.7:  # both surnames, father's then mother's
        surnames.append(rng.choice(surname_table))
    elif origin == "andean" and rng.random() < 0.8:  # "Quispe Mamani", "Huamán Flores"
        surnames.append(rng.choice(surname_table if rng.random() < 0.6 else _table("hispanic", 3)))
    elif origin == "lusophone" and rng.random() < 0.5:
        surnames.insert(0, rng.choice(surname_table))
    elif origin in ("angolan", "mozambican") and rng.random() < 0.4:  # "Ana Paula Lopes Cossa"
        surnames.insert(0, rng.choice(_table("lusophone", 3)))
    elif origin == "filipino" and rng.random() < 0.3:  # the mother's maiden name as a middle name
        surnames.insert(0, rng.choice(surname_table))
    if len(set(surnames)) < len(surnames):
        surnames = surnames[:1]
    p = Person(first, surnames, sex, origin, [""] * len(surnames))
    if rng.random() < 0.3:  # typed without accents
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
            p.surnames = [s for s in p.surnames if " " not in s and "-" not in s][:1] or [rng.choice(pool)]
            second = rng.choice(pool)
            while second == p.surnames[0]:
                second = rng.choice(pool)
            p.surnames, p.particles = [p.surnames[0], second], ["", ""]
        if "part" in forms and language != "en":
            native = person(rng, language)
            p.first, p.origin, p.sex = native.first, native.origin, native.sex
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
    if what == "card":  # the networks' published test numbers
        return rng.choice(("4111 1111 1111 1111", "4242 4242 4242 4242", "5555 5555 5555 4444"))
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


def _message(rng: random.Random, language: str, index: int, casing: str, fold_it: bool) -> Sealed5Message:
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
    message = Sealed5Message(language=language, casing=casing, locale="sealed5", template=index,
                             origins=tuple(p.origin for _, p in sorted(people.items())))
    for text, form in segments:
        if change is not None and (whole or form is not None):
            text = change(text)
        if form is not None:
            message.add(text, message.names, "PERSON", form)
        else:
            message.add(text)
    return message


def generate_sealed5(per_template: int = 4, seed: int = SEED) -> list[Sealed5Message]:
    """`per_template` messages per template and casing class, the same for the same seed."""
    rng = random.Random(seed)
    out = []
    for language, templates in TEMPLATES.items():
        for index in range(len(templates)):
            for casing in CASINGS:
                for i in range(per_template):
                    out.append(_message(rng, language, index, casing, fold_it=i % 2 == 1))
    return out
