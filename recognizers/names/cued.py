"""Names after a cue, in any casing.

What stands before a name often says that a person follows: a form's or a tool's field
("Customer:", '"name": ', "requested_by="), a title ("Mr.", "Sra."), or a phrase ("asking for",
"call", "o cliente", "minha mãe", "ligue para", "em nome de"). The pipeline needs capitals to
see a name and the lists need two words they know; after a cue neither is needed. The words
after the cue are weighed one by one, in the message's casing: a name the lists hold, an
initial ("j."), a particle inside the name ("da", "de la"), or a word no dictionary of the
language holds (a rare surname, "Pegovaro"). The first word that is none of these ends the name
("call julie back", "MINHA MÃE REBECA RECEBEU").
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

import regex

from recognizers.names.casing import STRICT_WORD_SURNAME_RANK, casing, continues, verb_after_a_role
from recognizers.names.lists import (
    ACCENTED_VOWELS,
    LANGUAGE,
    TITLES,
    a_headings_word,
    common_first_name,
    common_words,
    common_words_of,
    could_be_surname,
    first_name,
    first_name_at_any_rank,
    fold,
    form_of_a_word,
    frequent_words,
    laughter,
    name_ranks,
    no_word_of_ours,
    plural_of_a_word,
    ranked_within,
    stop_words,
    surname,
    word_first_name,
    word_of_the_language,
)
from recognizers.names.places import a_city_or_region, a_country_or_region, street_before
from recognizers.names.text import (
    DOES,
    HUMAN_DOES,
    KEY_AFTER,
    POSSESSIVE,
    PRONOUN,
    QUOTED_VALUE_BEFORE,
    SUPPORT_TEAM,
    WORD,
    YOU_AFTER_A_COMMA,
    as_written,
    casing_class,
    person_only_deeds,
    sentence_start,
)
from recognizers.names.words import (
    BRANDS,
    BUSINESS_AFTER,
    CAR_MAKES,
    COLOURS,
    COMPANY_WORDS,
    DEPARTMENTS,
    FILLERS,
    GREETINGS,
    INNER_PARTICLES,
    MONTH_NAMES,
    PARTICLES,
    PERSON_FIELDS,
    STREET_WORDS,
    TEAM_WORDS,
    bare,
)

# A title: what follows is a surname, a full name or initials and a surname.
# Mexico's offices too ("Lic. Zuluaga", "Mtra. Ruiz").
_TITLES = (r"mr|mrs|ms|miss|mx|dr|dra|sr|sra|srta|sres|don|doña|dona|dña|dna|dª|prof|profa|professor|professora|"
           r"lic|licda|licdo|mtro|mtra|arq|ing|eng|c\.p|"
           r"seu(?![ \u00a0]+(?:entregador|entregadora|motoboy|motorista|t[ée]cnic[oa])\b)|"
           r"señor|señora|señorita|senor|senora|senorita|senhor|senhora|senhorita|mister|"
           # A court's ("Judge Ezeigbo's clerk", "la jueza Ortiz").
           r"judge|juez|jueza|juiz|juíza|juiza")
# Titles abbreviated, with their full stop or without, that open no other word.
_SHORT_TITLES = frozenset("mr mrs ms mx dr prof".split())
# Titles written out: a word, not an abbreviation, so lower case in a sentence ("llamen a la
# señora Vélez").
# Brazil's "seu" (from "senhor") before a first name: "quem recebeu foi seu Ailton".
_WORD_TITLES = frozenset("señor señora señorita senor senora senorita senhor senhora senhorita mister don doña dona "
                         "dom seu".split())
# A person's fields, "_" also written as a space or not at all ("customerName", "nombre completo").
_FIELDS = "|".join(field.replace("_", "[_ ]?") for field in sorted(PERSON_FIELDS, key=len, reverse=True))
# Fields beside PERSON_FIELDS that hold a person ("NAME ON CARD:", "display_name=", "agent=").
_MORE_FIELDS = (r"name on card|(?:recipient|name|holder|owner) on (?:file|the account|account)|"
                # A search of a people's list ("/contacts?q=adrianne&assignee=…").
                r"(?<=(?:contacts|customers|clients|users|people|members|clientes|contatos|usuarios)/?\?)(?:q|query|search)|"
                r"autoriza|authori[sz]ed by|autorizado por|autorizada por|"
                r"firmado|assinado|signed|recibe|recebe|leave with|left with|acompa[nñ]ante|acompanhante|companion|"
                r"revisão|revisao|revisión|revision|reviewer|revisor|revisora|aprovador|approver|analyst|analista|"
                r"card ?holder|cardholder|full name|display[_ ]name|requested[_ ]by|created[_ ]by|"
                r"assigned[_ ]to|assigned|revisa|agent|contact|contato|customer[_ ]name|nombre completo|nome completo|"
                r"titular da conta|titular de la cuenta|paciente|patient|passenger|pasajero|passageiro|guest|"
                r"hu[eé]sped|h[oó]spede|signed by|signed for by|firmado por|assinado por|received by|recibido por|"
                r"recebido por|entregado a|entregue a|cc|bcc|agente|atendente|asesor|asesora|técnico|técnica|"
                r"recibió|recibio|recebeu|received|receptor|recebedor|supervisor|supervisora|supervisão|supervisao|"
                r"ship to|bill to|deliver to|sold to|enviar a|entregar a|entregar para|enviado a|facturar a|"
                r"faturar para|attendees|participants|participantes|asistentes|presentes|en copia|em cópia|copied|"
                r"presentes na reunião|presentes na reuniao|presentes en la reunión|presentes en la reunion|"
                r"asistentes a la reunión|asistentes a la reunion|in attendance|meeting attendees|"
                r"firma|assinatura|signature|organi[sz]er|organizador|organizadora|suplente|substitute|operador|"
                # a meeting's minutes ("Present: chew jiayi (chair); ute müller", "Apologies: …")
                r"present|absent|apologies|ausentes|"
                # a ticket's or a report's officer ("Officer: Palavicini #289", "Agente autuador: Osei")
                r"officer|issuing officer|arresting officer|agente autuador|agente de tr[aá]nsito|"
                r"operadora|operator|tomador|tomadora|cotitular|co-?insured|co-?holder|policy ?holder|"
                r"agent of record|atendido por|atendida por|attended by|served by|vendedor\(a\)|c/o|a/c|"
                r"aos cuidados de|care of|guests|invitados|convidados|ex[ -]pareja|ex[ -]parceir[oa]|"
                # a hearing's witnesses ("Witnesses: Rommel; Boubacar", "Testemunhas: Oumar; Graziella")
                r"witnesses|testigos|testemunhas|"
                # Whom a log's event touched ("target_user=jericho", "afectado=katsuhiko").
                r"target[_ ]user|affected[_ ]user|afectad[oa]|afetad[oa]|cliente[_ ]afectad[oa]|cliente[_ ]afetad[oa]|"
                r"usuario[_ ]afectad[oa]|usu[áa]rio[_ ]afetad[oa]|"
                # Who shares a room or a bill ("Sharing with: Analyn delos Santos", "Divide com: …").
                r"sharing with|shared with|divide com|dividindo com|comparte con|compartido con|compartida con|"
                # Who rides or travels with the customer ("Riding with you: Ana, Leo", "Com você: …").
                r"riding with you|travell?ing with you|viajan contigo|viaja contigo|com voc[êe]|"
                # A party's lawyer ("Counsel for plaintiff: răzvan ciobanu", "Advogada da parte autora: …").
                r"counsel for (?:the )?(?:plaintiff|defendant|claimant|respondent)|"
                r"advogad[oa] da parte (?:autora|r[ée])|letrad[oa] de la parte (?:actora|demandada)|"
                r"abogad[oa] de la parte (?:actora|demandada)|"
                # a game's players ("Player 1: Efua", "Jugadora 2: Ximena"); a contest's winner is a team's
                # or a country's as often
                r"players?|jugador(?:a|es)?|jogador(?:a|es)?")
# The labels of a name's parts on identity documents and forms, read where the label stands alone
# on its line.
_PART_LABELS = (r"surnames?|last names?|family names?|given names?|first names?|forenames?|apellidos?|"
                r"nombres?|sobrenomes?|prenomes?|filia[çc][ãa]o|filiaci[óo]n")
# Whom a message copies ("pongo en copia a Rosa y a Pepe", "copiei Raquel e Cícero"): each person
# after the first, joined by a comma or "y", is read too.
_COPIES_PHRASES = (r"pongo en copia a|pongo en copia|en copia a|copio a|copiei|copiando|i've copied|i have copied|copying|"
                   r"looping in|looped in|loop in|añado a|añadí a|incluyo a|incluí a|incluí|inclui|adicionei|adiciono|"
                   # A deed's parties and witnesses, as a notary writes them ("Compareceram perante mim Ana Gil e
                   # …", "Witnessed on Dec 16 by …").
                   r"compareceram perante mim|compareceu perante mim|comparecieron ante m[íi]|compareci[óo] ante m[íi]|"
                   r"ante m[íi],? (?:el )?notari[oa],? comparecen|"
                   # An obituary's survivors ("is survived by Josep, Ramil and…", "Le sobreviven Abigail, Adnan
                   # y…").
                   r"survived by|le sobreviven|le sobrevive|lo sobreviven|la sobreviven|"
                   r"appeared before me|witnessed by|witnessed on (?:[a-z]{3,9}\.? \d{1,2}|\d{1,2}/\d{1,2}(?:/\d{2,4})?) by")
# Notes' shorthand for speaking with the customer ("spoke w/ cust Tran, Quang"): who follows is
# the customer, by surname as often.
_SPOKE_WITH_A_CUSTOMER = r"(?i:(?:spk|spoke) w/ (?:cust|customer|client)\.?)"
# Phrases that introduce a person and nothing else: after them even one word no list or
# dictionary holds is a name ("minha mãe lucileine", "em nome de noame").
_INTRODUCTIONS = (
    r"my name is|my name's|me llamo|mi nombre es|meu nome é|meu nome e|me chamo|this is|aquí|aqui é|aqui e|quem fala é|"
    # A caller's name as they gave it ("dice llamarse Ketly", "disse se chamar Hatice", "gave the name Will").
    r"dice llamarse|dijo llamarse|disse se chamar|diz se chamar|gave the name|gave (?:his|her|their) name as|"
    r"(?:her|his|their) name is|su nombre es|o nome dela é|o nome dele é|o nome dela e|o nome dele e|"
    r"(?:internal )?note by|nota interna de|"
    # Portuguese "sou a Aliya", "sou o Tomás": the article says a person follows.
    r"sou a|sou o|"
    # "oi, é Giliane de novo": after a greeting, "é" is "it's".
    r"(?:oi|oie|olá|ola|bom dia|boa tarde|boa noite),? (?:é|e)|"
    rf"{_COPIES_PHRASES}|"
    r"asking for|ask for|on behalf of|in the name of|a nombre de|en nombre de|em nome de|de parte de|da parte de|"
    r"under (?:my|his|her|the) name|a su nombre|a mi nombre|no nome de|no nome dele|no nome dela|no meu nome|"
    r"en su nombre|in his name|in her name|a atendente|o atendente|la agente|el agente|the agent|"
    r"voicemail from|message from|buzón de voz de|buzon de voz de|recado de|mensaje de voz de|"
    r"correio de voz de|mensagem de voz de|ligação da|ligação do|ligacao da|ligacao do|llamada de|"
    r"llame a|llamen a|hable con|hablen con|hablé con|habló con|"
    # Notes' shorthand for "with" ("hablé c/ Candela Lo Russo x cobro doble"), and who serves.
    # "spoke w/ cust Tran": the customer's abbreviation is no part of the name.
    rf"{_SPOKE_WITH_A_CUSTOMER}|hablé c/|hable c/|falei c/|spk w/|spoke w/|quem atende é|quem atende e|quien atiende es|"
    r"ligue para|liguem para|ligar para|fale com|falem com|falei com|"
    # A newcomer's buddy or mentor ("buddy is Grant Black", "padrinho é đuc đang", "su mentor es Rajesh").
    r"buddy is|mentor is|padrinho é|padrinho e|madrinha é|madrinha e|su mentor es|su mentora es|"
    # Whom to look for in a shop ("procurem wiebke na loja", "preguntad por poppy").
    r"procurem|procure pel[oa]|procurem pel[oa]|procurar|pergunte por|perguntem por|perguntar por|preguntad por|"
    r"pregunten por|pregunte por|preguntara por|preguntar por|"
    # Whose call is returned, whose phone sent the message ("retornando a ligação de hinata", "le
    # devuelvo la llamada a gianluca", "enviado do celular de shabnam").
    r"retornando a liga[çc][ãa]o de|retornando a liga[çc][ãa]o da|retornando a liga[çc][ãa]o do|"
    r"devuelvo la llamada a|devolviendo la llamada a|"
    r"enviado do celular de|enviado do celular da|enviado do celular do|enviado desde el m[óo]vil de|"
    # Whose mother or father someone is ("em nome de Sr. Georgiou (mãe de panagiotis)").
    r"m[ãa]e de|pai de|madre de|padre de|mother of|father of|"
    r"my (?:wife|husband|mother|mom|mum|father|dad|son|daughter|brother|sister|partner|aunt|uncle|"
    r"grandmother|grandfather|neighbour|neighbor)|"
    r"mi (?:esposa|esposo|marido|mujer|madre|mamá|mama|padre|papá|papa|hijo|hija|hermano|hermana|pareja|tía|tia|"
    r"tío|tio|abuela|abuelo|vecino|vecina)|"
    r"minha (?:esposa|mulher|mãe|mae|filha|irmã|irma|tia|avó|avo|vizinha|namorada)|"
    r"meu (?:marido|esposo|pai|filho|irmão|irmao|tio|avô|avo|vizinho|namorado)"
)
# Who keeps a building's door, and relatives ("su familiar Nataniel", "my son Lucas", "minha filha
# Heloysa"): phrases a name follows, and role nouns whose holder is a person whatever the lists hold.
# Before whom a deed is signed, as a cue and as a role ("perante o tabelião Gaines").
_NOTARIES = r"notary|notario|notaria|notária|tabelião|tabeliã|tabeliao|tabelia|escrivão|escrivã"
_DOORKEEPERS = r"porteiro|porteira|portero|portera|conserje|zelador|zeladora|doorman|concierge|estafeta"
# Who trains, rents or shares a home with the customer ("Trainer EUNJI pauses the sessions", "tenant kilonzo
# says", "my roommate Bartłomiej").
_AT_HOME = (r"trainer|personal trainer|entrenador|entrenadora|treinador|treinadora|tenant|inquilino|inquilina|"
            r"landlord|landlady|casero|casera|senhorio|senhoria|roommate|flatmate|housemate|nanny|niñera|babá")
_RELATIVES = (r"familiar|hermano|hermana|hijo|hija|primo|prima|cuñado|cuñada|suegro|suegra|irmão|irmã|filho|filha|"
              r"cunhado|cunhada|sogro|sogra|brother|sister|daughter|husband|wife|cousin|nephew|niece|sobrino|"
              # English "son" only after a possessive: Spanish "son" is "they are" ("son obligatorios").
              r"sobrina|sobrinho|sobrinha|nieto|nieta|neto|neta|grandson|granddaughter|"
              r"stepkid|stepson|stepdaughter|stepchild|stepmom|stepdad|stepbrother|stepsister|hijastr[oa]|"
              r"(?:my|her|his|their|our) in-laws?,?|"
              r"enteado|enteada|a relative,|un familiar,|um parente,|"
              r"(?:my|your|her|his|their|our|the) son")
# Whose identity document it is ("el pasaporte de Takahashi", "o passaporte do dos Reis"): only a
# person holds one, so a surname alone counts after it as after a role.
_DOCUMENTS = (r"(?:el|del|al|la|o|do|ao|a|da|the) (?:pasaporte|passaporte|passport|dni|nie|rg|cpf|curp|"
              r"documento de identidad|carteira de identidade|id card|driving licen[cs]e|driver's license) "
              r"(?:de|do|da|dos|das|of)")
# Whom an order, a booking or an invoice is for or made out to ("the glasses order for Charline
# Pruter", "reissued to jasmijn van ginkel"), whose phone it is.
_FOR_SOMEONE = (r"(?:order|booking|reservation|appointment|invoice|refund|pedido|reserva|cita|factura|encomenda|"
                r"consulta|fatura|courier|parcel|package|delivery) (?:for|para)|(?:issued|re-?issued|made out|reassigned) to|"
                # Whose claim or refund it is ("Warranty claim by Fabiola Norelus", "SINIESTRO DE QUILLA
                # QUISPE APROBADO", "o estorno da Joana saiu").
                r"claim by|(?:siniestro|sinistro|estorno) (?:de|da|do)|"
                r"(?:emitida|reemitida|emitido|reemitido) (?:a|para)|"
                # Whose phone or address it is ("el móvil de Clemente es…", "o celular de Zózimo é…").
                r"(?:el|la|o|a) (?:móvil|movil|celular|teléfono|telefono|telefone|whatsapp|correo|e-?mail) de|"
                # Whose parcel or deposit it is ("el paquete de Eunji", "a encomenda da Yui").
                r"(?:el|la|o|a) (?:paquete|envío|envio|fianza|encomenda|caução|caucao|entrega) (?:de|da|do)|"
                # Whose account to look at ("revisa la cuenta de Burak", "vê a conta da Aoi"), whose bank
                # disputes a charge ("Contracargo del banco de Ana Parra", "aberto pelo banco de Gleison").
                r"(?:la|a) (?:cuenta|conta) (?:de|da|do)|(?:el|del|o|do|pelo) banco (?:de|da|do)|"
                # The name a document or a bank holds ("o RG está como Lindalva do Rosário", "the bank
                # holds it as R. Melgoza", "aparece como").
                r"(?:est[áa]|consta|aparece|figura) como|(?:holds?|has|have) it as|(?:listed|registered) as|"
                # Whom a note is to ("Note to Jean-Pierre:", "Nota para Bhagirath:").
                r"note to|nota para|"
                + _DOCUMENTS)
# The surname spelt out for a booking ("el apellido es Del Río", "o sobrenome é Cordeiro"): read
# as after a deed's "by", a surname alone and its particle.
_SURNAME_IS = (r"(?:the|my|her|his|their) (?:last name|surname|family name) is|(?:el|mi|su) apellido es|"
               r"(?:o|meu|seu) sobrenome (?:é|e)")
# Who sent or got a payment, as a bank's or an app's line writes it ("Bizum de Ana Gil", "PIX
# RECEBIDO DE dos Anjos Elenice", "Zelle from …", "wire to …"; an ACH line's originator, "ORIG"):
# weighed as who did a deed, by surname alone or surname first.
# A transfer's amount, then who sent it, before whom it went to ("$246.41 from LEGORRETA Thelma to …",
# "412,97 € de Larraín Constanza a …", "R$ 477,46 de Andújar Idalmis para …").
_AMOUNT_FROM = (r"(?:(?:us\$|r\$|\$|€|£)[ \u00a0]?\d[\d.,]*|\d[\d.,]*[ \u00a0]?(?:€|£|eur|usd|brl|euros|reais|dollars))"
                r" (?:from|de)")
_PAID_BY = (r"(?:bizum|pix|ted|zelle|venmo|wire|ach)(?: (?:recebido|recibido|enviado|received|sent|credit|debit))? "
            r"(?:de|from|to|para|pra|a)|orig|" + _AMOUNT_FROM)
# Phrases after which a person's name comes, or a company's, a team's ("call Comcast", "contact
# support"): a single first name counts after them; a word the lists do not know, only beside
# one they do.
_PHRASES = (
    # Whose name an account or an order is under ("it's under Hortense Creath", "merged their
    # tickets under Yun He"), before "it's" alone.
    r"(?:it's|its|it is|is|are|was|were|tickets|account|order|booking|reservation) under|"
    rf"{_SURNAME_IS}|"
    r"cc|bcc|c/o|a/c|i'm|im|i am|it's|its|per|transferred to|"
    # Whom something is for, closing a question or a request ("aceita troca sem nota? é pra Messias 🙏",
    # "¿… sin ticket? es para Uwe"): a name and the sentence's end, nothing else.
    r"(?:é|e|es) (?:pra|para)(?=[ \u00a0]+\p{L}[\p{L}'’\-]*(?:[ \u00a0]+\p{L}[\p{L}'’\-]*)?[ \u00a0]*(?:[?!.🙏]|\n|$))|"
    # Whom to remind or tell, in a memo ("RECORDAR A KOVÁCS ILDIKÓ LA CENA", "decirle a unai que",
    # "LEMBRAR DARRAGH MURPHY DO JANTAR", "AVISAR DORES QUE"); with whom a ride was shared (as "rode with"
    # below: "you rode" first would take "with" for the name's).
    r"recordar a|recordarle a|recuérdale a|recuerdale a|decirle a|dile a|dígale a|digale a|lembrar|"
    r"avisar|you rode with|you rode|"
    # An approval signed with a dash ("Approved - sally p. kindred, Finance", "Aprovado — h. bae").
    r"(?:approved|aprobado|aprobada|aprovado|aprovada)[ \u00a0]*[-—–]|transfer to|escalating to|escalated to|passed to|"
    r"le pasé con|le pase con|escalo a|transferí a|transferi a|passei para|transferi para|encaminhei para|"
    r"escalando para|escalando a|agent|"
    r"call|contact|ask|tell|email|text|remind|ring|spoke to|spoke with|speak to|speak with|talk to|talked to|"
    # Whom the agent called back ("called back Will McAllister re: …", "retornei pra Christopher Forsee").
    r"called back|rang back|devolví la llamada a|devolvi la llamada a|retornei pra|retornei para|retornei a ligação de|"
    # Who is on the line with the agent ("on a call with Bill now", "estoy en llamada con Oksana").
    r"on a call with|on the phone with|en llamada con|en una llamada con|al teléfono con|al telefono con|"
    r"em ligação com|em ligacao com|numa ligação com|numa ligacao com|no telefone com|"
    # Whose name an identity check compares ("ID name … vs card name T. Bunyard-Hale", "en la
    # tarjeta a. ettenger", "no cartão b. voytko").
    r"card name|id name|name on the card|nombre en el dni|nombre en la tarjeta|en la tarjeta|"
    r"nome no documento|nome no cartão|nome no cartao|no cartão|no cartao|"
    r"is for|are for|addressed to|"
    r"llamar a|contacte a|contacten a|hablar con|"
    r"pregunte por|pregunten por|preguntar por|preguntad por|dile a|dígale a|digale a|avise a|avisen a|escriba a|"
    r"falar com|pergunte por|avise|avisem|avisa|"
    # A bare "cliente" before a comma is the one addressed ("Olá, cliente, sua fatura…").
    r"the customer|the client|customer|client|cliente(?!,)|clienta(?!,)|my colleague|our colleague|colleague|coworker|"
    r"el cliente|la cliente|la clienta|el usuario|la usuaria|mi compañero|mi compañera|compañero|compañera|"
    r"o cliente|a cliente|o usuário|a usuária|o usuario|a usuaria|meu colega|minha colega|colega|"
    r"my (?:friend|boss|manager)|mi (?:amigo|amiga|jefe|jefa)|minha (?:amiga|chefe)|meu (?:amigo|chefe)|"
    # Who did something to a ticket, a parcel or a payment ("opened by", "reasignada a",
    # "transferido para", "Transfer from"), and whom something is left with.
    r"(?:opened|closed|created|raised|submitted|reported|handled|approved|signed|received|collected|paid|"
    r"assigned|reassigned|escalated|updated|requested|placed|cancell?ed|booked|logged|prepared|issued|drafted|"
    r"compiled|ordered|entered|asked|endorsed|recommended|referred|nominated) (?:by|to)|"
    r"(?:preguntad[oa]|perguntad[oa]|recomendad[oa]|indicad[oa]) por|"
    # A delivery note's signature ("signed F. Young", "assinado C. de Albuquerque").
    r"signed for by|signed|firmado|firmada|assinado|assinada|"
    # A ticket handed on, the ticket named or not ("fwd to Ebru", "I've escalated it to Divija").
    r"(?:fwd|fw|forwarded|escalated|passed|handed|transferred|reassigned|assigned)"
    r" (?:it |this |this one |the ticket |the case |over )?to|"
    r"(?:atendid[oa]|abiert[oa]|aberto|aberta|cread[oa]|criad[oa]|recibid[oa]|recebid[oa]|firmad[oa]|"
    r"assinad[oa]|pagad[oa]|cerrad[oa]|fechad[oa]|escalad[oa]|emitid[oa]|preparad[oa]|elaborad[oa]) por|"
    r"(?:asignad[oa]|reasignad[oa]|derivad[oa]) a|"
    r"(?:atribuíd[oa]|atribuid[oa]|reatribuíd[oa]|reatribuid[oa]|transferid[oa]|encaminhad[oa]) (?:para|a)|"
    r"transfer from|payment from|refund to|transferencia de|transferência de|pago de|pagamento de|"
    # Who will see the customer, in an appointment's message ("quem vai te atender, Guilherme, chega…").
    r"quem vai te atender|quem vai lhe atender|quem vai atender você|quien le atenderá|quien te atenderá|"
    r"quien le atendera|quien te atendera|who will (?:see|help|serve) you|"
    rf"{_PAID_BY}|"
    r"leave it with|left it with|leave with|left with|spoke w/|w/|dejar a|dejar con|dejarlo con|deixar com|"
    # A ride's driver, as its receipt names them ("You rode with Anne-Marie", "Viajaste con Leire").
    r"rode with|viajaste con|viajó con|viajou com|voc[êe] viajou com|"
    # Whom a fare was split with ("dividido con Atharva Patel y Daniela Arango").
    r"split with|dividido con|dividida con|dividido com|dividida com|"
    # Who brings the order, who bought it, someone called so ("Te lo lleva Gerald", "quien lo compró,
    # Yakubu, abrió una disputa", "me atendió un tal Jean-Louis"), who pays after "but".
    r"te lo lleva|te la lleva|te los lleva|te lo entrega|te la entrega|quien lo compró,?|quien lo compro,?|"
    r"quem comprou,?|who bought it,?|un tal|una tal|um tal|uma tal|pero paga|mas paga|"
    # Who picks the customer up ("Te recoge Nahia en un coche gris").
    r"te recoge|le recoge|os recoge|te recogerá|te recogera|"
    # Whom the courier left the parcel with ("o motoboy deixou com Emre", "deixou a caixa com Mio").
    r"(?:deixou|deixaram|entregou|entregaram)(?: (?:a|o) (?:caixa|pacote|encomenda|entrega))? com|"
    # Who answers for the firm ("Support rep Shaniqua said…", "la agente de soporte Noa").
    r"(?:support|service|customer service|sales) rep(?:resentative)?|"
    # Who pays a bill that is in someone else's name ("…but Sione pays the bill": read after the
    # name; "mas quem paga é Pilar", "pero quien paga es Leo").
    r"quem paga é|quem paga e|quien paga es|quién paga es|"
    # Whose a card or an account is ("the card on file belongs to Prasong Jantawong").
    r"belongs to|pertenece a|pertence a|pertence ao|pertence à|"
    r"deixe com|deixei com|entregar a|atendió|atendio|llamó|llamo|hablado con|falado com|"
    r"patient|el paciente|la paciente|o paciente|a paciente|cx|cli|com o|com a|titular é|titular e|titular es|"
    # Whom a message is about: who brings the parcel, who said so, whom to ask.
    # "the courier for Ana Gil" is hers, read below with whom an order is for.
    # Who brings it, said so ("yes, driver is Skander", "el repartidor es Esther", "quem entrega é Halina").
    r"(?:courier|driver|technician|repartidor|repartidora|mensajero|mensajera|entregador|entregadora|motorista|"
    r"técnico|técnica|quem entrega|quien entrega) (?:is|es|é|será|sera|will be)|"
    r"(?:your|the|our) (?:courier|driver|technician|engineer|agent)(?! for )(?: is| will be)?|courier(?! for )|"
    r"driver(?! for )|"
    # Before whom a deed is signed ("perante o tabelião Gaines", "ante el notario Ferrer").
    r"(?:the|el|la|o|a) (?:" + _NOTARIES + r")|"
    r"(?:su|tu|el|la) (?:repartidor|repartidora|mensajero|mensajera|técnico|técnica|tecnico|tecnica)(?: es| será| sera)?|"
    r"repartidor|repartidora|mensajero|mensajera|conductor|conductora|chofer|chófer|"
    r"(?:seu|o|a) (?:entregador|entregadora|motoboy|motorista|técnico|técnica|tecnico|tecnica)(?: é| será| sera)?|entregador|"
    r"entregadora|motoboy|" + _DOORKEEPERS + "|" + _AT_HOME + "|"
    r"según|segun|segundo|de acordo com|according to|"
    r"(?:pergunta|pergunte|perguntar|fala|fale|diz|diga|liga|ligue|manda|mande|avisa|avise) (?:pra|para|pro|ao)|"
    r"pergunte a|perguntem a|pergunta a|"
    r"pregúntale a|preguntale a|pregúntele a|preguntele a|pregúntenle a|pregunta a|"
    r"reassigned from|transferred from|escalated from|transferido de|transferida de|reasignado de|"
    r"reasignada de|identified as|identificado como|identificada como|verified as|llama|"
    # A relative named in apposition, whose first ("o filho dela, Luiz, pediu", "her son, Luiz, asked").
    r"(?:filh[oa]|marido|espos[oa]|irm[ãa]o?|m[ãa]e|pai|net[oa]) del[ea]|"
    r"(?:hij[oa]|herman[oa]|marido|espos[oa]) de (?:ella|él|el)|"
    r"(?:her|his|their) (?:son|daughter|husband|wife|partner|brother|sister|mother|father)|"
    r"partner|pareja|esposa|esposo|marido|neighbour|neighbor|vecina|vecino|vizinha|vizinho|"
    r"c[óô]nyuge|c[óô]njuge|conyuge|conjuge|"
    + _RELATIVES + "|"
    r"(?:approved|reviewed|authori[sz]ed|validated|checked) by|approves|aprueba|aprova|aprova[çc][ãa]o:|aprobaci[óo]n:|"
    # Who serves the customer, and whom they wrote to or spoke with ("le atiende Yovana", "quem
    # atendeu foi Flora", "served by", "escribí a", "mandei msg pra", "hablé ayer con").
    r"le atiende|te atiende|la atiende|lo atiende|les atiende|me atendió|me atendio|me atendeu|"
    r"quem (?:me )?atendeu foi|fui atendid[oa] por|served by|helped by|assisted by|"
    r"(?:you're|you are) speaking (?:to|with)|escribí a|escribi a|le escribí a|le escribi a|"
    r"(?:mandé|mande) (?:un )?(?:mensaje|msj|msg|correo|mail|email|whatsapp) a|"
    r"(?:mandei|enviei) (?:uma )?(?:msg|mensagem|mensagen|email|e-mail|zap|whats) (?:pra|para|pro|ao)|"
    r"messaged|emailed|texted|wrote to|(?:hablé|hable) (?:ayer|hoy|antes|ya) con|"
    r"falei (?:ontem|hoje|antes|já|ja) com|(?:spoke|talked) (?:yesterday |earlier |today )?(?:to|with)|"
    r"(?:aprobad[oa]|aprovad[oa]|revisad[oa]|autorizad[oa]|validad[oa]) por|"
    + _FOR_SOMEONE + "|"
    # Whom to have call back, to greet, to praise ("que me llame Luz", "saluda a Tolga de mi
    # parte", "manda um beijo pra Akemi", "enhorabuena a Rosario Castillo", "shout-out to June").
    r"que me llame|que me llamen|pe[çc]a (?:pra|para)(?: o| a)?|saluda a|saludad a|saludos a|dale saludos a|"
    r"manda (?:um )?beijo (?:pra|para)|say hi to|say hello to|give my (?:best|regards) to|"
    r"enhorabuena a|felicidades a|felicitaciones a|parab[ée]ns (?:para|pra|a|ao)|congrats to|"
    r"congratulations to|kudos to|shout-out to|shoutout to|shout out to|"
    # Whose tip a forum's post tried ("a dica da Ilaria no tópico fixado", "el truco de Qimei del hilo").
    r"(?:a|as) dicas? d[oa]|o truque d[oa]|(?:el|los) trucos? de|el consejo de|la soluci[óo]n de|"
    r"a solu[çc][ãa]o d[oa]|(?:the )?(?:tip|fix|workaround) from|"
    # Whom a costume is for ("the Jolene costume for Roger", "el disfraz de Mafalda para Lázaro").
    r"costumes? for|disfra(?:z|ces) (?:de [^,.;\n]{1,30} )?para|fantasias? (?:de [^,.;\n]{1,30} )?para|"
    # Whose guest someone is ("Yoan de Jesús (guest of Haifa Bseiso)", "invitada de Ana Gil").
    r"guest of|invitad[oa] de|convidad[oa] d[eoa]"
)
# Roles whose holder is named in brackets after them.
_BRACKET_ROLES = (
    r"agent|agente|support|suporte|soporte|atendente|operator|operador|operadora|advisor|adviser|asesor|asesora|"
    r"rep|representative|representante|technician|tech|técnico|técnica|tecnico|tecnica|driver|courier|"
    r"motorista|repartidor|repartidora|entregador|entregadora|supervisor|supervisora|manager|gerente|"
    r"consultor|consultora|vendedor|vendedora|seller|specialist|especialista|analyst|analista|"
    r"nota interna|internal note|"
    # A transcript's speakers, numbered or not ("Speaker 1 (Cormac):", "Locutor 2 (Vida):").
    r"speaker|hablante|locutor|locutora|interlocutor|interlocutora|caller|participant|participante|"
    # Whose an account is, in brackets after it ("my mother's account (Efthimios Vlachos)").
    r"account|cuenta|conta"
)
# The role nouns among the phrases: whoever follows one is a person, whatever the lists hold.
_BRACKETED = regex.compile(r"\((?=[^()\n]{1,40}\))")
_ROLE_NOUN = regex.compile(
    r"(?i:courier|driver|technician|engineer|repartidor|repartidora|mensajero|mensajera|técnico|técnica|tecnico|"
    r"tecnica|entregador|entregadora|motoboy|motorista|conductor|conductora|chofer|chófer|quem entrega|quien entrega|"
    + _NOTARIES + "|" + _DOORKEEPERS + "|" + _AT_HOME + "|" + _RELATIVES
    + "|" + _DOCUMENTS + ")"
    r"(?: (?i:is|es|é|será|sera|will be))?$"
)
# A note's customer without an article, by surname as often ("cliente Soriano ainda sem sinal",
# "customer Okafor"); after one, the customer does something as often ("o cliente acessa…").
_NOTES_CUSTOMER = regex.compile(r"(?i:customer|client|cliente|clienta)")
# Particles that are also articles: they open a field's or a deed's name only after another
# particle ("reviewer=da paixão", "Nota del agente: la clienta…" holds nobody).
_ARTICLES = frozenset("la las los el le".split())
# Deeds a person signs for, as the phrases spell them: after one a surname alone is a person's too
# ("approved by Kweon", "fotos recibidas, aprueba Julmiste", "aprovado por dos Reis"); a word of
# the language or one no list holds is a department's ("approved by Finance", "aprovado por diretoria").
_DEED_BY = regex.compile(
    rf"(?i:{_SURNAME_IS}|{_PAID_BY}|(?:approved|reviewed|authori[sz]ed|validated|checked|signed|signed for|prepared|"
    r"issued|ordered|asked|endorsed|recommended|referred|nominated) by|"
    r"approves|aprueba|aprova|"
    r"(?:aprobad[oa]|aprovad[oa]|revisad[oa]|autorizad[oa]|validad[oa]|firmad[oa]|assinad[oa]|emitid[oa]|"
    r"preparad[oa]|elaborad[oa]) por)")
# Greetings: after one, a name closed by a comma, "!" or the line's end ("Olá, Nancir!").
_GREETINGS = (
    r"hi|hello|hey|dear|thanks|thank you|cheers|gracias|obrigado|obrigada|valeu|hola|buenas|"
    r"buenos días|buenos dias|buenas tardes|estimado|estimada|querido|querida|"
    r"olá|ola|oi|bom dia|boa tarde|boa noite|prezado|prezada|caro|cara|oye|oiga|che|"
    # Wishes are addressed to someone too ("Happy birthday Hammad!", "¡Feliz cumple, Óscar!").
    r"happy birthday|happy bday|congrats|congratulations|feliz cumple|feliz cumpleaños|feliz cumpleanos|"
    r"felicidades|felicitaciones|feliz aniversário|feliz aniversario|parabéns|parabens"
)
# Affectionate sign-offs, the names after them on the same line, one or a few ("Love, Harris and
# Guy", "Con cariño, Aarón y Máximo", "Beijos, Taís e Ebele", "Abs, Bianca").
_FAREWELLS = (
    r"love|lots of love|with love|all my love|hugs|xoxo|con cariño|con carino|besos|un beso|abrazos|cariños|"
    r"beijos|beijo|bjs|bjos|abs|abçs|com carinho|carinhosamente"
)
# A sign-off, and the name alone on the next line (a signature).
_SIGN_OFFS = (
    r"regards|kind regards|best regards|best wishes|best|thanks|thank you|many thanks|cheers|sincerely|"
    r"yours sincerely|yours|atentamente|saludos|un saludo|saludos cordiales|cordialmente|gracias|"
    r"muchas gracias|un abrazo|atenciosamente|abraços|abraço|obrigado|obrigada|att|grato|grata"
)
_LISTS_OF_PEOPLE = (r"attendees|participants|participantes|asistentes|presentes|guests|invitados|convidados|"
                    r"witnesses|testigos|testemunhas")
_CUE = regex.compile(
    rf"(?<![\p{{L}}\d_])(?:(?P<title>(?i:{_TITLES}))\.?[ \u00a0]+"
    # A numbered field too ("Guest 1:", "Player #2:", "Jugador 2:").
    rf"|(?P<field>(?i:{_FIELDS}|{_MORE_FIELDS}))(?:[ \u00a0]*#?\d{{1,2}})?"
    # A label's value on its own line too ("SHIP TO:\nSubomi Oshin\n1200 Example St").
    r"[\"']?[ \u00a0]*(?::[ \u00a0]*\n[ \u00a0]*|[:=][ \u00a0]*[\"']?)"
    # A list of people with an aside before its colon ("Attendees (St. Patrick's Day lunch): Ivy, …").
    rf"|(?P<field>(?i:{_LISTS_OF_PEOPLE}))[ \u00a0]*\([^()\n]{{1,40}}\)[ \u00a0]*:[ \u00a0]*"
    rf"|<(?P<tag>(?i:{_FIELDS}|{_MORE_FIELDS}))>[ \u00a0]*"
    # An identity document's or a form's label alone on its line, its value on the next, perhaps
    # with the label's translation ("SURNAME / NOM\nMcNamara", "APELLIDOS\nToro").
    rf"|(?<=^|\n)[ \u00a0]*(?P<line>(?i:{_FIELDS}|{_MORE_FIELDS}|{_PART_LABELS}))"
    r"(?:[ \u00a0]*/[ \u00a0]*[\p{L} ]{1,24})?[ \u00a0]*\n[ \u00a0]*(?=[^\n]{1,60}(?:\n|$))"
    # Who stands behind a role, in brackets: "Agent (Ming):", "Suporte (Maiara)", "Soporte (CARMEN)".
    rf"|(?P<bracket>(?i:{_BRACKET_ROLES}))(?:[ \u00a0]*\d{{1,2}})?[ \u00a0]*\((?=[^()\n]{{1,40}}\))"
    # A field with an aside before its colon ("Beneficiario (según DNI): Almonte Belkis", "Beneficiary (as on
    # ID):"); after a role, the bracket holds who stands in it ("AGENT (EMRE):"), read above.
    rf"|(?P<field>(?i:{_FIELDS}))[ \u00a0]*\([^()\n]{{1,40}}\)[ \u00a0]*:[ \u00a0]*"
    # The name on its own line after the sign-off, a blank line or an HTML break between.
    rf"|(?P<signoff>(?i:{_SIGN_OFFS}))[,.!]?[ \u00a0]*(?:\n[ \u00a0]*(?:\n[ \u00a0]*)?|(?i:<br[ ]*/?>)[ \u00a0]*)"
    rf"|(?P<introduction>(?i:{_INTRODUCTIONS}))[,:]?[ \u00a0]+"
    rf"|(?P<greeting>(?<![\p{{L}}])(?i:{_GREETINGS})(?:/[ao]|\([ao]\))?)[,!]?[ \u00a0]+"
    rf"|(?P<farewell>(?<![\p{{L}}])(?i:{_FAREWELLS}))[,!]?[ \u00a0]+"
    rf"|(?P<phrase>(?i:{_PHRASES}))[,:]?[ \u00a0]+)"
)
_HTML_BREAK = regex.compile(r"(?i:<br[ ]*/?>|</p>|</div>)")
# One word of a name, or an initial ("J."), with the spaces before it.
# "+" joins a name's words in a URL's query ("?name=Usha+Agarwal").
_TOKEN = regex.compile(r"(?:[ \u00a0]*|(?<=\p{L})\+)(?P<word>\p{L}[\p{L}'’\-]*\p{L}|\p{L})(?P<dot>\.)?")
_GREETING_END = regex.compile(r"[ \u00a0]*(?:[,!:;\n]|$)")
# Chat runs the greeting on into its request without a comma ("hey alina can you look at…", "oye
# Cuauhtémoc puedes mirar…", "oi hyun-woo consegue ver…").
_REQUEST_AFTER = regex.compile(
    r"[ \u00a0]+(?i:can|could|would|pls|plz|please|puedes|podés|podes|podrías|podrias|puede|podría|podria|"
    r"consegue|consegues|pode|podia|poderia|vc|você|voce)(?![\p{L}])")
_COPIES = regex.compile(rf"(?i:{_COPIES_PHRASES})")
# "cc" in prose lists whom it copies as a "Cc:" field does ("cc Mittie Fry, Léa Cousin and Royal Frost").
_CC = regex.compile(r"(?i:cc|bcc)")
# The next person in a field's list, after a bracketed role too ("Who: Najwa Zgheib (organizer), Honda Tetsuya").
_NEXT_IN_FIELD = regex.compile(r"[ \u00a0]*(?:\([^()\n]{1,24}\)[ \u00a0]*)?"
                               r"(?:,|;|\b(?i:and|y|e)\b(?:[ \u00a0]+(?i:a|o)\b)?)[ \u00a0]*(?=\p{L})")
# The next first name a greeting names, alone between commas ("Hola Ana, Calogero, os adjunto…").
_NEXT_GREETED = regex.compile(r",[ \u00a0]*(?=\p{L}[\p{L}'’\-]*[ \u00a0]*,)")
# A letter written three times over ("soooo", "pleeease") is chat, not a name.
_DRAWN_OUT = regex.compile(r"(\p{L})\1\1", regex.IGNORECASE)
_CODE_AFTER = regex.compile(r"[\-_/#]?\d")
_LABEL_AFTER = regex.compile(r"[ \u00a0]*:(?![\p{L}\d])")
# After whom an order, a booking or an invoice is for or made out to, a place stands as often as
# a person ("the glasses order for Charline Pruter", "the order for Madrid").
_FOR_A_PLACE_TOO = regex.compile("(?i:" + _FOR_SOMEONE + ")")
# The most words a name holds beside its initials and particles ("María José Pérez de la Fuente").
_MAX_WORDS = 5


def cued_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of each name that follows a cue, in any casing."""
    found = []
    usual = casing(as_written(text)) == "as usual"
    written = as_written(text)
    for cue in _CUE.finditer(text):
        if cue.lastgroup == "title" and usual and not written[cue.start()].isupper() \
                and cue.group("title").lower() not in _WORD_TITLES:
            continue  # "500 ms later", "dr." in a sentence: an abbreviated title is capitalised in such text
        # <fullName>…</fullName> and "Agent (Ming)" are fields too.
        kind = "field" if cue.lastgroup in ("tag", "bracket", "line") else cue.lastgroup
        field = (cue.group("field") or cue.group("tag") or cue.group("bracket") or cue.group("line") or ""
                 ) if kind == "field" else ""
        if kind == "phrase" and (_ROLE_NOUN.search(cue.group("phrase")) or _NOTES_CUSTOMER.fullmatch(cue.group("phrase"))):
            kind = "role"  # "tu repartidor ibidapo", "seu entregador arisvaldo": a person stands there
        elif kind == "introduction" and regex.fullmatch(_SPOKE_WITH_A_CUSTOMER, cue.group("introduction")):
            kind = "role"  # "spoke w/ cust Bajaj": the customer, by surname
        elif kind == "phrase" and _DEED_BY.fullmatch(cue.group("phrase")):
            kind = "deed"  # "approved by Kweon", "aprovado por das Dores": who did it, by surname
        at = cue.end()
        bracket = _BRACKETED.match(text, at) if kind in ("role", "deed", "phrase") else None
        if bracket:
            at, kind = bracket.end(), "field"  # "Our courier (Yu-na Song) says…": the role's bracket holds them
        span = _name_after(text, at, kind=kind, usual=usual, field=field)
        if span and cue.lastgroup == "title" and fold(cue.group("title")) == "seu" \
                and _words_of_the_language_after_seu(WORD.findall(text, *span)):
            # "SEU KIT DE EXAMES": Brazil's "seu" is "your" too, before words of the language;
            # "SEU SEVERO COSTA", "Seu Nutini" are people
            span = None
        if span and kind == "phrase" and _FOR_A_PLACE_TOO.fullmatch(cue.group("phrase")) \
                and a_city_or_region(text[span[0]:span[1]]):
            span = None  # "the order for Madrid", "issued to Paris": a place as often as a person
        if span and not usual and kind == "phrase" and cue.group("phrase").lower() in ("com o", "com a"):
            noun = WORD.match(text, span[0]).group()
            if fold(noun) in common_words() and not common_first_name(noun):
                span = None  # "COM A CAIXA AMASSADA": in capitals or lower case, the article's noun
        if span and kind in ("role", "deed"):
            given = _given_names_after_a_surname(text, *span)
            if given:
                found.append(given)  # "spoke w/ cust bajaj, vikram": the surname, then the first name
        while span:
            found.append(span)
            # A field may hold several people ("CC: Inga Sisk, Fehintola Ojua").
            listing = kind in ("field", "farewell") or _COPIES.match(cue.group()) or _CC.fullmatch(cue.group().strip(" \u00a0:,"))
            more = _NEXT_IN_FIELD.match(text, span[1]) if listing else None
            after = "farewell" if kind == "farewell" else "field"
            if kind == "greeting" and not listing:
                # "Hi Bernadette, Iain, see the notice": one greeting, two people, each name's comma after it
                more, after = _NEXT_GREETED.match(text, span[1]), "greeting"
            span = _name_after(text, more.end(), kind=after, usual=usual, field=field) if more else None
    return (found + _inverted_names(text) + _inverted_in_capitals(text) + _inverted_after_a_label(text)
            + _inverted_lines(text) + _signed_above_a_footer(text)
            + _households_and_passports(text) + _customers_who_say(text) + _staff_by_number(text))


def _staff_by_number(text: str) -> list[tuple[int, int]]:
    """A name opening its line before the bracket of an employee's number, in whatever order a
    payroll writes it ("Fowler Archer (employee WD928): …", "DE LA VEGA FRANCISCO JAVIER (n.º de
    empleado T8255)", "zieliński łukasz (matrícula rm921)"): whole, where the lists hold one of its
    words as a first name and every other word is a particle or could be a surname."""
    found = []
    for match in _BEFORE_STAFF_NUMBER.finditer(text):
        words = [w for w in WORD.findall(match.group("name")) if w.lower() not in PARTICLES]
        if len(words) < 2 or any(fold(w) in stop_words() for w in words) \
                or not any(first_name_at_any_rank(w) for w in words) \
                or not all(first_name_at_any_rank(w) or surname(w) or could_be_surname(w) for w in words):
            continue
        found.append(match.span("name"))
    return found


_BEFORE_STAFF_NUMBER = regex.compile(
    r"(?m)^[ \t]*(?P<name>\p{L}[\p{L}'’\-]*\p{L}(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\p{L}){1,4})[ \u00a0]*"
    r"\((?i:employee|emp\.|empleado|empleada|n\.?º de empleado|n[.º]* de empleado|matr[íi]cula|legajo|"
    r"funcion[áa]ri[oa]|staff|badge)(?![\p{L}])"
)


def _customers_who_say(text: str) -> list[tuple[int, int]]:
    """A customer named by surname alone before what they say ("Customer Coxwell-Pryce says the
    engineer never came", "El cliente Cassata dice", "cliente de souza diz"): a person, the surname
    rare or not, a word of the language only after its particle; "Customer Service says" is a
    department, "el cliente VIP dice" a kind of customer."""
    usual = casing(as_written(text)) == "as usual"
    found = []
    for match in _CUSTOMER_SAYS.finditer(text):
        words = WORD.findall(match.group("name"))
        last = words[-1]
        if fold(last) in stop_words() or len(last) < 3 or (usual and last.isupper() and len(last) < 5):
            continue
        if (len(words) > 1 and surname(last)) or (
                fold(last) not in common_words() and (surname(last) or could_be_surname(last))):
            found.append(match.span("name"))
    return found


# A customer, their surname, and what they say.
_CUSTOMER_SAYS = regex.compile(
    r"(?<![\p{L}])(?i:customer|client|caller|cliente|clienta)[ \u00a0]+"
    r"(?P<name>(?:(?i:de|da|do|dos|das|del|van|von)[ \u00a0]+)?\p{L}[\p{L}'’\-]*\p{L})[ \u00a0]+"
    r"(?i:says|said|claims|claimed|reports|insists|dice|dijo|afirma|asegura|insiste|diz|disse|relata|alega)(?![\p{L}])")


def _words_of_the_language_after_seu(words: list[str]) -> bool:
    """A word of the language that is no common first name ("kit"; not "Rosa"), and no surname
    after it ("KIT DE BOAS-VINDAS"; not "SEVERO COSTA")."""
    return fold(words[0]) in common_words() and not common_first_name(words[0]) \
        and not any(surname(w) for w in words[1:] if fold(w) not in PARTICLES)


def _signed_above_a_footer(text: str) -> list[tuple[int, int]]:
    """The name alone on the line above a phone's or a mail app's footer ("Olena\n\nSent from my
    iPhone", "Naroa\n\nEnviado do meu iPhone"), and an agent's dash signature before their team
    ("- Markel, Dillard's Support"): whoever signs there is a person, in any casing, where the
    first word is a first name the lists hold or a word no dictionary holds, or a word of the language
    the lists rank a common first name ("AMBER\nSENT FROM MY IPHONE")."""
    found = []
    for match in (*_ABOVE_A_FOOTER.finditer(text), *_DASH_SIGNATURE.finditer(text)):
        words = WORD.findall(match.group("name"))
        first = words[0]
        if fold(first) in stop_words() or bare(first) in GREETINGS or bare(first) in DEPARTMENTS:
            continue
        if fold(first) in common_words() and not common_first_name(first) \
                or not (first_name_at_any_rank(first) or could_be_surname(first)):
            continue  # a word signs off ("Love", "Hope"), unless it is a common first name ("Amber")
        if not all(first_name_at_any_rank(w) or could_be_surname(w) or surname(w) for w in words[1:]):
            continue
        found.append(match.span("name"))
    return found


_FOOTER_NAME = r"(?P<name>\p{L}[\p{L}'’\-]*\p{L}(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\p{L})?)"
_ABOVE_A_FOOTER = regex.compile(
    rf"(?:^|\n)[ \u00a0]*{_FOOTER_NAME}[ \u00a0]*\n(?:[ \u00a0]*\n)?[ \u00a0]*"
    r"(?i:sent from my|enviado desde mi|enviado do meu|enviado de meu|get outlook for|obtener outlook para)"
)
_DASH_SIGNATURE = regex.compile(
    rf"(?:^|\n)[ \u00a0]*[-–—][ \u00a0]*{_FOOTER_NAME}[ \u00a0]*,[ \u00a0]*[^\n]{{1,40}}"
    rf"(?i:{SUPPORT_TEAM}|help ?desk|atención al cliente)[ \u00a0]*(?:\n|$)"
)


def _households_and_passports(text: str) -> list[tuple[int, int]]:
    """A surname that names a household or a family ("Wood household: two meters", "the Ferraro
    family", "la familia Yupanqui", "Residência da família Rocha"), or a passport's holder before
    it ("Iyer's passport scan"): a surname the lists hold, or one no dictionary holds; a word of
    the language only where the lists rank it a common surname ("la familia rocha"; not "la
    familia real")."""
    found = []
    for match in _HOUSEHOLD.finditer(text):
        word = match.group("name")
        if fold(word) not in _FAMILY_KINDS and surname_in_a_field(word):
            found.append(match.span("name"))
    return found


# What a family is that is no surname ("la familia real", "a família inteira", "the whole family").
_FAMILY_KINDS = frozenset("""real politica numerosa monoparental completa entera inteira toda todo whole entire
    extended host royal nuclear same new""".split())
_HOUSEHOLD = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}'’\-]+)[ \u00a0]+(?i:household|family|families)(?![\p{L}])(?![ \u00a0]+\p{Ll})"
    # English puts the family's name before its word ("the Ferraro family"; "the Smiths' family day")
    r"|(?<![\p{L}])(?i:familia|família|familias|famílias)[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]+)(?![\p{L}'’\-])"
    r"|(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}\-]+)['’]s[ \u00a0]+"
    r"(?i:passport|driving licen[cs]e|driver's license|id card|visa)(?![\p{L}])"
)


def _inverted_names(text: str) -> list[tuple[int, int]]:
    """A name written surname first, a comma, then the first names, in a person's field or after
    who the person is, the field's colon written or not ("Policyholder WHITFIELD, LORNA - claim
    7731", "Asegurado: das Chagas, Ana Clara", "segurado: aydin, selin"): each part is a span of
    its own. The first names must be ones the lists hold; the surname one they hold or no word."""
    found = []
    for match in _INVERTED.finditer(text):
        last, first = match.group("last"), match.group("first")
        lasts = [w for w in WORD.findall(last) if w.lower() not in PARTICLES]
        firsts = WORD.findall(first)
        if not lasts or not firsts or not first_name_at_any_rank(firsts[0]) or POSSESSIVE.search(first) \
                or fold(firsts[0]) in stop_words() or not all(surname_in_a_field(w) for w in lasts) \
                or not all(first_name_at_any_rank(w) or could_be_surname(w) for w in firsts[1:]) \
                or (a_city_or_region(last) and a_city_or_region(first)):
            continue  # "Customer: Paris, France" is an address
        found += [match.span("last"), match.span("first")]
    return found


def _given_names_after_a_surname(text: str, start: int, end: int) -> tuple[int, int] | None:
    """A first name after a comma, where a cue took one word before it as the surname ("spoke w/
    cust bajaj, vikram re autopay"), or right after a surname in capitals: a first name the lists
    hold, no word of the language."""
    if len(WORD.findall(text, start, end)) != 1:
        return None
    after = _GIVEN_AFTER_A_COMMA.match(text, end)
    if not after and text[start:end].isupper() and len(text[start:end]) > 2:
        # A register's way, the surname in capitals, the given name cased as usual, no comma
        # between ("$246.41 from LEGORRETA Thelma to …")
        after = _GIVEN_AFTER_CAPITALS.match(text, end)
    if not after:
        return None
    word = after.group("first")
    if not first_name_at_any_rank(word) or fold(word) in stop_words() or fold(word) in common_words():
        return None
    return after.span("first")


_GIVEN_AFTER_CAPITALS = regex.compile(r"[ \u00a0]+(?P<first>\p{Lu}\p{Ll}[\p{L}'’\-]*\p{L})(?![\p{L}'’\-])")
_GIVEN_AFTER_A_COMMA = regex.compile(r"[ \u00a0]*,[ \u00a0]*(?P<first>\p{L}[\p{L}'’\-]*\p{L})(?![\p{L}'’\-])"
                                     r"(?![ \u00a0]*,[ \u00a0]*\p{L})")


def _inverted_in_capitals(text: str) -> list[tuple[int, int]]:
    """A name written surname first in capitals, a comma, then the first names, in text cased
    as usual ("Nota CRM 26/3: AMÊNDOLA, GILMAR - solicita…", "spoke w/ cust CORBETT, Gráinne re
    autopay"): the capitals mark the surname as registers and manifests do, so no field need
    stand before it. Each part is a span of its own; the first names must be ones the lists hold."""
    if casing(as_written(text)) != "as usual":
        return []
    found = []
    for match in _INVERTED_CAPITALS.finditer(text):
        last, first = match.group("last"), match.group("first")
        lasts = [w for w in WORD.findall(last) if w.lower() not in PARTICLES]
        firsts = WORD.findall(first)
        if not lasts or any(len(w) < 3 or not surname_in_a_field(w) for w in lasts) \
                or not first_name_at_any_rank(firsts[0]) or fold(firsts[0]) in stop_words() \
                or (fold(firsts[0]) in common_words() and not firsts[0].isupper()) \
                or not all(first_name_at_any_rank(w) or could_be_surname(w) for w in firsts[1:]) \
                or (a_city_or_region(last) and a_city_or_region(first)):
            continue
        found += [match.span("last"), match.span("first")]
    return found


def _inverted_after_a_label(text: str) -> list[tuple[int, int]]:
    """A name written surname first, a comma, then one first name, as a note's value after its
    label's colon and before a spaced dash or a separator, in any casing ("NOTA CRM 12/11: NAVARRO
    DE MIGUEL, JAVIER - SOLICITA…", "obs. crm: lecaros alayza, lissette - pediu…"). Without the
    capitals that mark a surname, each surname is one the lists hold or no dictionary does (a word
    of the language only as a common surname, "Navarro"), and the lists hold the first name, no
    word of the language. So too as a line's heading before a colon ("MATA, Joana: apólice…")."""
    found = []
    for match in [*_INVERTED_AFTER_A_LABEL.finditer(text), *_INVERTED_HEADING.finditer(text)]:
        last, first = match.group("last"), match.group("first")
        words = WORD.findall(last)
        # After a particle a first name is a surname too ("Navarro de Miguel").
        lasts = [(w, i > 0 and words[i - 1].lower() in PARTICLES) for i, w in enumerate(words)
                 if w.lower() not in PARTICLES]
        if not lasts or not all(surname_in_a_field(w)
                                or (after_particle and first_name(w) and fold(w) not in common_words())
                                for w, after_particle in lasts) \
                or not first_name(first) or fold(first) in common_words() or fold(first) in stop_words() \
                or (a_city_or_region(last) and a_city_or_region(first)):
            continue
        found += [match.span("last"), match.span("first")]
    return found


def _inverted_lines(text: str) -> list[tuple[int, int]]:
    """A name written surname first, a comma, then the first names, alone on its line or after a
    code and a wide gap, in any casing: a roster's or a label's way ("WARE, Ebony\nTHOMPSON,
    Deborah", "RX WG9T73  BORTOLOTTO, GENNARO", "akter, sumaiya"). The lists hold the first name (a
    word of the language only as a common first name, "Rose", or in a list); each surname is one the
    lists hold where two lines or more are written so, else one a field would take ("Blanco"; not
    "Thanks")."""
    matches = list(_INVERTED_LINE.finditer(text))
    listed = len(matches) > 1
    found = []
    for match in matches:
        last, first = match.group("last"), match.group("first")
        lasts = [w for w in WORD.findall(last) if w.lower() not in PARTICLES]
        firsts = WORD.findall(first)
        if not lasts or bare(lasts[0]) in GREETINGS or fold(firsts[0]) in stop_words() \
                or not all(surname_in_a_field(w) or (listed and surname(w)) for w in lasts) \
                or not first_name_at_any_rank(firsts[0]) \
                or (fold(firsts[0]) in common_words() and not common_first_name(firsts[0]) and not listed) \
                or not all(first_name_at_any_rank(w) or could_be_surname(w) for w in firsts[1:]) \
                or (a_city_or_region(last) and a_country_or_region(firsts)):
            continue  # "Austin, Texas" is a town and its state; "CRESPO, Modesto" two towns' names
        found += [match.span("last"), match.span("first")]
    return found


_INVERTED_LINE = regex.compile(
    r"(?m)(?:^|[ \u00a0]{2,}|\t)[ \t\u00a0]*"
    r"(?P<last>(?:(?i:de|del|da|das|do|dos|van|von|de la)[ \u00a0]+)*\p{L}[\p{L}'’\-]*\p{L}"
    r"(?:[ \u00a0]+(?:(?i:de|del|da|das|do|dos|de la)[ \u00a0]+)*\p{L}[\p{L}'’\-]*\p{L})?)"
    r"[ \u00a0]*,[ \u00a0]*(?P<first>\p{L}[\p{L}'’\-]*\p{L}(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\p{L})?)"
    r"[ \t\u00a0]*$"
)


def handle_names(text: str) -> list[tuple[int, int]]:
    """A user's handle made of a first name and a surname joined by an underscore ("14 upvotes,
    Lyle_Tidwell: cleared cache", "@dimitra_christodoulou"), or by a dot after "@" or a byline
    ("@bram.keller", "Comment by odile.marchetti"): the handle whole, in any casing. The lists
    hold the first name (a word of the language only as a common first name); the surname is one
    they hold or no dictionary does, no word of the language ("grace_period", "max_retries" are
    keys). Not a mail's local part, which the mail's own span covers."""
    found = []
    for match in _JIRA_MENTION.finditer(text):
        words = [w for w in WORD.findall(match.group("handle")) if w.lower() not in PARTICLES]
        if words and (first_name_at_any_rank(words[0]) or could_be_surname(words[0])) \
                and all(fold(w) not in stop_words() and (surname(w) or first_name_at_any_rank(w) or could_be_surname(w)
                                                          or (w.isalpha() and no_word_of_ours(fold(w))))
                        for w in words):  # a short surname the mention vouches for ("[~sarin_ouk]")
            found.append(match.span("handle"))
    for match in _PATH_HANDLE.finditer(text):
        first, last = match.group("first"), match.group("last")
        # The page vouches for a rare name ("bongchol.bae"), not for words ("new-account", "read.me").
        if (first_name_at_any_rank(first) or could_be_surname(first)) and fold(first) not in stop_words() \
                and fold(last) not in stop_words() \
                and (surname(last) or could_be_surname(last)):
            found.append(match.span("handle"))
    for match in _NAME_HANDLE.finditer(text):
        first, last = match.group("first"), match.group("last")
        if match.group("joint") == "." and text[match.start() - 1:match.start()] != "@" \
                and not _POSTED_BY.search(text, max(0, match.start() - 24), match.start()):
            continue  # "config.yaml", "Sr.Lopez": a dot joins a handle's parts only after "@" or a byline
        key = _KEY_BEFORE.search(text, max(0, match.start() - 30), match.start())
        if key and bare(key.group("key")) not in PERSON_FIELDS:
            continue  # "mode=grace_period": a key's value, no one's handle; "user=Ezequiel_Benitez" is
        # A key's last part is a word of any language, English most often ("last_name", "max_retries");
        # not after a post's byline, which names who wrote it ("Posted by Somaly_Chea").
        posted = _POSTED_BY.search(text, max(0, match.start() - 16), match.start())
        if posted and (could_be_surname(first) or first_name_at_any_rank(first)) and fold(first) not in stop_words() \
                and (surname(last) or could_be_surname(last)):
            found.append(match.span())  # a byline's handle of two words no dictionary holds ("Somaly_Chea")
            continue
        if not first_name_at_any_rank(first) or fold(first) in stop_words() \
                or (fold(first) in common_words() and not common_first_name(first)) \
                or (fold(last) in common_words_of(None) and not posted
                    and not ranked_within(last, surname_rank=_HANDLE_SURNAME_RANK)) \
                or fold(last) in stop_words() \
                or not (surname(last) or could_be_surname(last)):
            continue
        found.append(match.span())
    return found


# A surname this common is one in a handle though a word of some language ("josimar_anjos").
_HANDLE_SURNAME_RANK = 2000
# A log's key before "=" and its value ("user=Ezequiel_Benitez"): a handle only under a person's key.
_KEY_BEFORE = regex.compile(r"(?P<key>[\p{L}_]+)=$")
# A post's or an issue's byline ("Posted by …", "Comment by … on PROJ-142", "Opened by …").
_POSTED_BY = regex.compile(r"(?<![\p{L}])(?i:posted by|postado por|publicado por|reply by|replied by|comment by|"
                           r"commented by|opened by|closed by|reported by|created by|comentario de|comentário de|"
                           r"creado por|criado por|abierto por|aberto por)[ \u00a0]+@?$")
# A user's page: a path's segment under the people it lists, a first name and a surname joined by
# ".", "_" or "-" ("/users/conor.mccracken/orders", "/usuarios/Neus_Zabala").
_PATH_HANDLE = regex.compile(
    r"(?<=/(?i:users?|usuarios?|usuários?|customers?|clientes?|people|pessoas|personas|members?|miembros|membros|"
    r"profiles?|perfil|perfis|perfiles|contacts?|contactos|contatos|employees?|empleados|funcionarios|funcionários|"
    r"staff|authors?|autores|agents?|agentes)/)"
    r"(?P<handle>(?P<first>\p{L}{2,}(?:-\p{L}{2,})?)[._\-](?P<last>\p{L}[\p{L}'’]*\p{L}))(?=[/?#&\s)\]\"']|$)")
# Jira's mention of a user, a first name and a surname joined by "_" or "." ("[~odile_keller]",
# "[~SARIN.OUK]").
_JIRA_MENTION = regex.compile(r"\[~(?P<handle>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*)?[._]"
                              r"\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,2})\]")
# A handle's first name and surname joined by "_", or by "." after "@" or a byline ("@bram.keller").
_NAME_HANDLE = regex.compile(
    r"(?<![\p{L}\d_.\-/])(?P<first>\p{L}{2,}(?:-\p{L}{2,})?)(?P<joint>[_.])(?P<last>\p{L}[\p{L}'’\-]*\p{L})"
    r"(?![\p{L}\d_@.\-])")


_INVERTED_NAME = (r"(?P<last>(?:(?i:de|del|da|das|do|dos|van|von|de la|delos)[ \u00a0]+)*\p{L}[\p{L}'’\-]*\p{L}"
             r"(?:[ \u00a0]+(?:(?i:de|del|da|das|do|dos|de la)[ \u00a0]+)*\p{L}[\p{L}'’\-]*\p{L}){0,2})"
             r"[ \u00a0]*,[ \u00a0]*(?P<first>\p{L}[\p{L}'’\-]*\p{L})")
_INVERTED_AFTER_A_LABEL = regex.compile(
    rf":[ \u00a0]+{_INVERTED_NAME}(?=[ \u00a0]*(?:[;|(\n]|$)|[ \u00a0]+[\-–—][ \u00a0])"
)
# A line that opens with the name and a colon after it, as a file's or a claim's heading.
_INVERTED_HEADING = regex.compile(rf"(?m)^[ \t]*{_INVERTED_NAME}(?=[ \u00a0]*:[ \u00a0])")
_CAPITALS_WORD = r"\p{Lu}[\p{Lu}'’\-]*\p{Lu}"
_INVERTED_CAPITALS = regex.compile(
    r"(?<![\p{L}\d_@.'’\-])"
    rf"(?P<last>(?:(?:DE|DEL|DA|DAS|DO|DOS|VAN|VON|DE LA|DELOS)[ \u00a0]+)*{_CAPITALS_WORD}(?:[ \u00a0]+{_CAPITALS_WORD}){{0,2}})"
    r"[ \u00a0]*,[ \u00a0]*"
    r"(?P<first>\p{Lu}[\p{L}'’\-]*\p{L}(?:[ \u00a0]+\p{Lu}[\p{L}'’\-]*\p{L})?)"
    # The first names end at a separator, a spaced dash, the line's end or a word in lower case.
    r"(?![\p{L}'’\-])(?=[ \u00a0]*(?:[;|(\"'\n.,]|$)|[ \u00a0]+[\-–—]|[ \u00a0]+\p{Ll})"
)


def surname_in_a_field(word: str) -> bool:
    """A surname the lists hold or one no dictionary holds; a word of the language only where the
    lists rank it a common surname ("Blanco", "Calvo"; not "Care" of "Customer Care")."""
    if fold(word) in common_words() or fold(word) in stop_words():
        return ranked_within(word, surname_rank=COMMON_SURNAME_AFTER_TITLE)
    return surname(word) or could_be_surname(word)


# Who the person is to a policy, an account or a visit, beside the person's fields.
_HOLDERS = (r"policy ?holder|insured|asegurad[oa]|segurad[oa]|tomador|tomadora|beneficiar(?:y|io|ia)|benefici[áa]rio|"
            r"benefici[áa]ria|member|socio|socia|s[óo]cio|s[óo]cia|patient|guest|hu[ée]sped|h[óo]spede|"
            # whose care a parcel is left in ("C/O POPESCU, Vlad", "A/A QURESHI, Junaid", "a/c souza, adilma")
            r"c/o|a/c|a/a|attn\.?")
_INVERTED_WORD = r"\p{L}[\p{L}'’\-]*\p{L}"
_INVERTED = regex.compile(
    # A field with its colon; who holds a policy with or without ("Policyholder Aydin, Elif").
    rf"(?<![\p{{L}}\d_])(?:(?i:{_FIELDS}|{_MORE_FIELDS})[\"']?[ \u00a0]*[:=]|(?i:{_HOLDERS})[\"']?[ \u00a0]*[:=]?)"
    r"[ \u00a0]*[\"']?"
    rf"(?P<last>(?:(?i:de|del|da|das|do|dos|van|von|de la|van den|van der|von der)[ \u00a0]+)*{_INVERTED_WORD}"
    rf"(?:[ \u00a0]+{_INVERTED_WORD})?)"
    rf"[ \u00a0]*,[ \u00a0]*(?P<first>{_INVERTED_WORD}(?:[ \u00a0]+{_INVERTED_WORD})?)"
    # The value ends at a separator, a spaced dash, a bracket, a quote or the line's end.
    r"(?![\p{L}'’\-])(?=[ \u00a0]*(?:[;|(\"'\n]|$)|[ \u00a0]+[\-–—])"
)


def _name_after(text: str, at: int, kind: str, usual: bool, field: str = "") -> tuple[int, int] | None:
    written = as_written(text)
    tokens = []  # (start, end, what): what is "initial", "particle", "first", "surname", "unknown"
    pos = at
    while len([t for t in tokens if t[2] not in ("initial", "particle")]) < _MAX_WORDS:
        m = _TOKEN.match(text, pos)
        if not m:
            break
        word = m.group("word")
        start = m.start("word")
        family = _FAMILY_OF.match(text, start) if not tokens else None
        if family:
            pos = family.end()  # "falei com a família do murilo martins": the family's member is the name
            continue
        if tokens and _COLUMN_GAP.search(text, pos, start):
            break  # "Tomador: EDINSON CALIZAYA  Póliza STFWDH": two spaces or more part a form's columns
        if not tokens and LANGUAGE.get() == "pt" and word.lower() in ("o", "a") and not m.group("dot"):
            pos = m.end()  # "falei com a Beatriz": Portuguese puts an article before a first name
            continue
        if len(word) == 1:
            if not m.group("dot") or not _next_is_word(text, m.end()):
                break
            tokens.append((start, start + 1, "initial"))
            pos = m.end()
            continue
        if not tokens and fold(word) in TITLES and LANGUAGE.get() in ("es", "pt"):
            pos = m.end()  # "hablé con don ramón gil": the title before the name is no part of it
            continue
        if not tokens and fold(word) in _SHORT_TITLES and _next_is_word(text, m.end()):
            # "Dear Mr Elsworth", "thank you Mr Hendriks": a title without its full stop after
            # another cue; what follows is weighed as after the title itself.
            pos, kind = m.end(), "title"
            continue
        inner = word.lower() in INNER_PARTICLES and tokens and tokens[-1][2] != "particle" \
            and _next_is_word(text, m.end("word"))  # "nour el amrani", "cosma lo piccolo"
        if (inner or (word.lower() in PARTICLES and (tokens or kind == "title" or (
                kind in ("deed", "field") and word.lower() not in _ARTICLES)))) \
                and [t[2] for t in tokens[-2:]] != ["particle", "particle"]:
            tokens.append((start, m.end("word"), "particle"))
            pos = m.end("word")
            continue
        if _CODE_AFTER.match(text, m.end("word")):
            break  # a code's prefix ("PED-854336"), not a name
        if tokens and (bare(word) in FILLERS or laughter(word)):
            break  # a speaker's hesitation ends the name ("hi this is ace frost um calling about…")
        if tokens and tokens[-1][2] == "particle" and bare(word) in DEPARTMENTS:
            break  # "aqui é hilde da loja": where she works, not her surname
        if KEY_AFTER.match(text, m.end("word")) or (
                _LABEL_AFTER.match(text, m.end("word")) and kind not in ("title", "greeting", "farewell")):
            break  # the next field's key ("USUARIO=ANA GIL ROL=ADMIN", "Motivo:")
        bare_word = POSSESSIVE.sub("", word)
        end = start + len(bare_word)
        named = [t for t in tokens if t[2] not in ("initial", "particle")]
        what = _weigh(text, written, start, end, kind, usual, named[0] if named else None)
        if what is None and kind == "field" and named and (named[0][2] == "first" or (
                _role_field(field) and written[named[0][0]:named[0][1]].isupper() and word.isupper())):
            # A field's value that is a name to its closing quote or the line's end takes the
            # words of the language too ("name": "alberto whicker"), and so does a role's value in
            # capitals, whatever its first word ("Reporter: ZENEBIO MALTESE").
            rest = _rest_of_value(text, start)
            if rest:
                tokens.append((start, rest, "surname"))
            break
        if what is None:
            break
        tokens.append((start, end, what))
        if bare_word != word or m.group("dot"):
            break  # a possessive or a full stop ends the name
        pos = m.end("word")
    while tokens and tokens[-1][2] in ("initial", "particle"):
        tokens.pop()
    words = [t for t in tokens if t[2] != "initial" and t[2] != "particle"]
    if not words:
        return None
    known = [t for t in words if t[2] in ("first", "surname")]
    end = tokens[-1][1]
    alone = written[words[0][0]:words[0][1]]
    if usual and len(tokens) == 1 and kind in ("phrase", "role", "deed", "introduction") and len(alone) <= 3 and alone.isupper():
        return None  # "contato com o SAC": a short word in capitals after a phrase in text cased as usual
    if kind in ("greeting", "farewell"):
        if not (_GREETING_END.match(text, end) or (kind == "farewell" and _NEXT_IN_FIELD.match(text, end))
                or (kind == "greeting" and len(known) == len(words) and _REQUEST_AFTER.match(text, end))):
            return None  # "hi there", "hola buenas tardes": a name after a greeting stands on its own
        kind = "introduction"
    if kind == "signoff" and text[end:end + 1] not in ("", "\n", "\r", ",") and not _HTML_BREAK.match(text, end):
        return None  # a signature is a line of its own
    if kind == "title":
        # A surname alone, a rare one too ("Mr. Pegovaro"); but a word of the language alone is a
        # brand ("Mr. Coffee", "Dr. Martens"), unless a common name too ("Mrs. Rose").
        word = text[words[0][0]:words[0][1]]
        if len(words) == 1 and fold(word) in common_words() and not _common_name(word):
            return None
    elif len(words) == 1:
        initials = any(t[2] == "initial" for t in tokens)
        word = text[words[0][0]:words[0][1]]
        if not (words[0][2] == "first" or (initials and words[0][2] in ("surname", "unknown"))
                or (kind == "field" and words[0][2] == "surname" and not _word_with_a_rare_surname(word))
                or (kind in ("role", "deed") and words[0][2] == "surname" and fold(word) not in common_words())
                or (kind == "field" and words[0][2] == "unknown" and _role_field(field) and not _DRAWN_OUT.search(word))
                or (kind in ("introduction", "role") and words[0][2] == "unknown" and not _DRAWN_OUT.search(word)
                    and fold(word) not in frequent_words())):
            return None
        role = list(WORD.finditer(text, max(0, at - 24), at))[-1:]
        if kind in ("phrase", "role") and not initials and role and verb_after_a_role(text, role[0], words[0][0], words[0][1]):
            return None  # "CUSTOMER SAID", "the driver said": the sentence's verb, a common name too
    elif not known and kind not in ("field", "signoff", "introduction"):
        return None
    return tokens[0][0], end


def _role_field(field: str) -> bool:
    """Whether a field names a person's role ("atendente=", "agent:", "supervisor:"), where one word
    no list holds is somebody's name; an address field ("From:", "Para:", "user=") holds mailboxes,
    teams and systems too ("From: Zendesk")."""
    return bool(field) and bare(field).replace(" ", "_") not in _ADDRESS_FIELDS


_ADDRESS_FIELDS = frozenset("""from de para to cc bcc attn user usuario contact contacto contato owner recipient
    destinatario remitente sender remetente ship_to bill_to deliver_to sold_to enviar_a entregar_a entregar_para
    enviado_a facturar_a faturar_para""".split())


def _rest_of_value(text: str, start: int) -> int | None:
    """Where a field's value that goes on from `start` ends, if what is left of it is at most two
    words that are no function words or frequent words of the language, and it ends at a quote,
    a separator or the line's end."""
    match = _VALUE_REST.match(text, start)
    if not match:
        return None
    words = match.group("rest").split()
    if any(fold(w) in stop_words() or fold(w) in frequent_words() or len(w) < 3 for w in words):
        return None
    return match.end("rest")


_VALUE_REST = regex.compile(r"(?P<rest>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*)?)(?=[\"',;|&\t\r\n]|[ \u00a0]{2}|$)")
_COLUMN_GAP = regex.compile(r"[ \u00a0]{2}")
_FAMILY_OF = regex.compile(r"(?i:familia|família|family)[ \u00a0]+(?i:de|del|do|da|dos|das|of)[ \u00a0]+(?=\p{L})")


def _weigh(text: str, written: str, start: int, end: int, kind: str, usual: bool, first_word) -> str | None:
    """What text[start:end] is on a name after a cue of `kind`, or None when it ends the name;
    `first_word` is the name's first word so far (its casing is the name's)."""
    word = text[start:end]
    shape = written[start:end]
    if usual:
        # In text cased as usual, the words of a name share a casing, and a lower-case word after
        # a cue is a name only when no dictionary holds it ("call back", "contact support"), or
        # after a title ("Mr. crane").
        if first_word and _shape(written[first_word[0]:first_word[1]]) != _shape(shape):
            return None
        if shape.islower() and fold(word) in common_words() and not (kind == "title" and surname(word)):
            return None
    if first_word is None:
        if first_name(word) or (kind in ("greeting", "farewell") and word_first_name(word)):
            return "first"  # "thanks, April!": after a greeting a month is somebody's name
        if surname(word):
            return "surname"
    elif not name_ranks(word, first=False) and word[-1:] in ACCENTED_VOWELS and not shape.isupper():
        return None  # "tu repartidor ibidapo llegará": a verb's future, not a rare surname
    elif continues(text, start, end):
        return "first" if first_name(word) else "surname" if surname(word) else "unknown"
    if could_be_surname(word) and not _glued(text, start, end):
        return "unknown"
    return None




def _word_with_a_rare_surname(word: str) -> bool:
    """A word of the language the lists hold only as a rare surname ("Certo", "Queda"): after a
    field's or a phrase's cue it is the sentence going on ("Atendente: Certo, …")."""
    ranks = name_ranks(word, first=False)
    return fold(word) in common_words() and not (ranks and 0 < ranks[1] <= STRICT_WORD_SURNAME_RANK)


def _common_name(word: str) -> bool:
    return ranked_within(word, COMMON_FIRST_RANK_AFTER_TITLE, COMMON_SURNAME_AFTER_TITLE)


# A word of the language after a title is a name only this common ("Mrs. Rose", "Mr. Baker").
COMMON_FIRST_RANK_AFTER_TITLE = 1000
COMMON_SURNAME_AFTER_TITLE = 2000


def _shape(word: str) -> str:
    return "upper" if word.isupper() and len(word) > 1 else "lower" if word.islower() else "title"


def _next_is_word(text: str, at: int) -> bool:
    return bool(regex.match(r"[ \u00a0]+\p{L}", text[at:at + 3]))


def _glued(text: str, start: int, end: int) -> bool:
    return (start > 0 and text[start - 1].isdigit()) or (end < len(text) and (text[end].isdigit() or text[end] in "@_/"))


def speakers(text: str) -> list[tuple[int, int]]:
    """Who speaks on a transcript's line ("[10:02] Everett: hello?", "Agent Ige: Hi"): a first name
    the lists hold, perhaps with a surname, opening the line before a colon; after "Agent" or
    "Agente", a word no dictionary holds too."""
    found = []
    written = as_written(text)
    usual = casing(written) == "as usual"
    matches = _speaker_lines(text)
    # A chat with an agent: who speaks there on two lines or more is the customer, whatever their
    # first name's rank ("Lei: is anyone there" … "Agent Zhen: Hi Lei").
    with_agent = any(m.group("agent") for m in matches)
    replying = bool(_QUOTED_OR_FORWARDED.search(text))
    turns = Counter(fold(m.group("name")) for m in matches if not m.group("agent"))
    for match in matches:
        pair = _TWO_SPEAKERS.fullmatch(text, *match.span("name"))
        if pair and not match.group("agent") and all(
                first_name_at_any_rank(pair.group(side)) for side in ("a", "b")):
            # Two people on one line ("Araceli y Cristina: ensalada"), each a name of their own;
            # a surname joined by "y" ("Ortega y Gasset") has no first name after the conjunction.
            found += [pair.span("a"), pair.span("b")]
            continue
        words = [m for m in WORD.finditer(text, match.start("name"), match.end("name"))
                 if m.group().lower() not in INNER_PARTICLES | PARTICLES or m.start() == match.start("name")]
        first = words[0].group()
        chatting = with_agent and not match.group("agent") and turns[fold(match.group("name"))] >= 2 \
            and len(words) == 1 and (first_name_at_any_rank(first) or could_be_surname(first))
        if chatting:
            found.append((match.start("name"), match.end("name")))
            continue
        if not match.group("stamp") and len(words) == 1 and a_headings_word(first) and turns[fold(first)] < 2:
            continue  # "Notas: Faustino envía fotos": a heading's plural, a rare name too; "Callan:" twice speaks
        if len(words) == 1 and fold(first) in common_words() and not common_first_name(first) \
                and turns[fold(first)] < 2 and not match.group("agent") \
                and len(matches) > 1 and not any(_a_name_no_word(other.group("name")) for other in matches if other is not match):
            # "15:00 Live: Nelson v Adelaide" under "06:00 Shipping forecast:": a schedule's item, a word
            # that is a rare name too; beside "Ana:" a "Will:" speaks too
            continue
        if first_name(first) or (match.group("stamp") and (surname(first) or could_be_surname(first))):
            # After a timestamp the line's speaker may be any name the lists hold, or none they do.
            rest_ok = all(surname(w.group()) or could_be_surname(w.group()) for w in words[1:])
            # A heading, not a speaker, where a capitalised word is followed by lower-case ones in
            # text cased as usual ("Summer deal: free shipping", "Grace period: 30 days").
            # After a time stamp a name typed all in lower case is the speaker's ("15:30 maria clara
            # de melo: sim").
            typed_lower = match.group("stamp") and written[words[0].start():words[0].end()].islower()
            if usual and not typed_lower and any(written[w.start():w.end()].islower() for w in words[1:]
                                                 if w.group().lower() not in INNER_PARTICLES):
                rest_ok = False
        elif replying and not match.group("agent") and all(
                (surname(w.group()) or could_be_surname(w.group())) and fold(w.group()) not in common_words()
                for w in words if w.group().lower() not in PARTICLES):
            # Who answers a forwarded or quoted message on its own line, by surname ("> the warranty
            # covers it\nBerrada: ok thanks, Nelson").
            rest_ok = True
        else:
            rest_ok = bool(match.group("agent")) and len(words) == 1 and len(first) >= 3 \
                and fold(first) not in common_words() and fold(first) not in stop_words()
        if rest_ok:
            found.append((match.start("name"), match.end("name")))
    return found


def _a_name_no_word(words: str) -> bool:
    """Whether a line's speaker is a common first name, perhaps with a surname, or a first name that is
    no word of the language: a chat's other speaker."""
    first = WORD.findall(words)[:1]
    return bool(first) and first_name(first[0]) and (fold(first[0]) not in common_words() or common_first_name(first[0]))


def chat_partners(text: str) -> list[tuple[int, int]]:
    """Who else speaks in a chat among people: beside a speaker the lists hold as a first name who speaks
    twice, a one-word speaker no dictionary holds ("KONSTANTINOS: GG\nVAMIKA: WAIT\nKONSTANTINOS: YES");
    the chat vouches for the name, which opens its line as a verb would."""
    matches = [m for m in _speaker_lines(text) if not m.group("agent")]
    if len(matches) < 3:
        return []
    usual = casing(as_written(text)) == "as usual"
    turns = Counter(fold(m.group("name")) for m in matches)
    found = []
    for match in matches:
        name = match.group("name")
        if " " in name.strip() or len(name) < 3 or not could_be_surname(name) or word_of_the_language(fold(name)) \
                or fold(name) in stop_words() or (usual and name.isupper()):
            continue
        if any(turns[other] >= 2 and first_name(other) for other in turns if other != fold(name)):
            found.append(match.span("name"))
    return found


# Both speakers and chat_partners read a message's speakers' lines: found once.
@lru_cache(maxsize=32)
def _speaker_lines(text: str) -> tuple:
    return tuple(_SPEAKER.finditer(text))


# Two first names joined by a conjunction before a line's colon.
_TWO_SPEAKERS = regex.compile(r"(?P<a>\p{L}[\p{L}'’\-]*)[ \t]+(?i:y|e|and|und|et|i)[ \t]+(?P<b>\p{L}[\p{L}'’\-]*)")


# A quoted line or a forward's heading: who speaks after it answers someone.
_QUOTED_OR_FORWARDED = regex.compile(
    r"(?m)^>[ \t]|(?i:forwarded from|fwd from|reenviado de|encaminhada de|encaminhado de)[^\n]*:[ \t]*$")


_SPEAKER = regex.compile(
    # A time stamp in brackets, a date or a time opening the line ("[10:02]", "20/10/2026 ·", "2026-03-14
    # 10:15 -", "7:40  Ha Ngoc Anh:").
    r"(?m)^[ \t]*(?P<stamp>(?:\[[^\]\n]{1,24}\]|\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*(?i:am|pm))?"
    r"|\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}(?:,?[ \t]+\d{1,2}:\d{2})?"
    r"[ \t]*[·\-–|]?)[ \t]*)?(?P<agent>(?i:agent|agente|atendente|operador|operadora)[ \t]+)?"
    r"(?P<name>\p{L}[\p{L}'’\-]*(?:[ \t]+\p{L}[\p{L}'’\-]*){0,3})"
    # The speaker's role in brackets after the name ("divya (Agent):", "Nour El Amrani (cliente):").
    r"(?:[ \t]*\((?i:agent|agente|atendente|customer|cliente|client|visitor|visitante|support|soporte|suporte)\))?"
    # Speech after the colon, not a passport's machine-readable zone ("MRZ: P<USA<BARTON<<ALYSSA").
    r"[ \t]*:[ \t]+(?=[\p{L}¿¡])(?![^\n]*<<)"
)


def paired_first_names(text: str) -> list[tuple[int, int]]:
    """Two first names joined by "and", "y", "e" or a slash ("Zeina and Danielle share the account",
    "GABRIEL Y ROCÍO"): both are people, but not in the value of a field that holds no person
    ('region="Castilla y León"')."""
    found = []
    usual = casing(as_written(text)) == "as usual"
    for match in _PAIRS.get(LANGUAGE.get() or "en", _PAIRS["en"]).finditer(text):
        key = _OTHER_KEY_BEFORE.search(text, max(0, match.start() - 40), match.start())
        if key and bare(key.group("key")).replace("-", "_") not in PERSON_FIELDS:
            continue
        a, b = match.group("a"), match.group("b")
        if usual and not (a[:1].isupper() and b[:1].isupper()) and not (
                a.islower() and b.islower() and _no_word_name(a) and _no_word_name(b)):
            # "please mark and sign": in text cased as usual, names are capitalised, unless both
            # are first names no dictionary holds as words ("tomasz and min-jun will follow up").
            continue
        # A second word no list holds is a name unless a function word follows it, as one
        # follows a verb ("…ANDRES Y PONGAN EN COPIA", not "MANUELA Y GURDARSHAN COMPARTEN").
        after = WORD.match(text, match.end("b") + 1) if text[match.end("b"):match.end("b") + 1] == " " else None
        if after and (bare(after.group()) in BUSINESS_AFTER or bare(after.group()) in STREET_WORDS
                      or bare(after.group()) in COMPANY_WORDS):
            continue  # "the Franklin and Madison stores", "Prado e Leal Contabilidade": shops, streets, a firm
        if street_before(text, match.start()):
            continue  # "C/ Ramón y Cajal 14": a street named after someone
        if after and fold(b) in frequent_words() and fold(after.group()) in stop_words():
            continue  # "gave the name kseniya and said the account…": a verb and its object, no "Said"
        if text[match.end("b"):match.end("b") + 2] in ("'s", "’s"):
            continue  # "Ben & Jerry's tubs": a brand's possessive
        if _LABEL_AFTER.match(text, match.end("b")) and "/" in text[match.end("a"):match.start("b")] \
                and fold(b) in common_words() and text[text.rfind("\n", 0, match.start("a")) + 1:match.start("a")].strip():
            continue  # "WIRE FROM KALPESH CHAURASIYA / MEMO: RENT": the next field's label; "GONZALO / DARWIN:" are asked
        if any(bare(word) in CAR_MAKES or bare(word) in BRANDS for word in (a, b)) \
                or (bare(a) in COLOURS and bare(b) in COLOURS):
            continue  # "¿Mercedes o Audi?": a make or a brand beside the other; "ROSA O BLANCA": colours
        if _PLACE_BEFORE.search(text, max(0, match.start() - 8), match.start()) \
                and (a_city_or_region(a) or a_city_or_region(b)):
            continue  # "entregas en Madrid y Castellón": two cities
        unknown_b = could_be_surname(b) and not _DRAWN_OUT.search(b) and not (
            after and fold(after.group()) in stop_words())
        unknown_a = could_be_surname(a) and not _DRAWN_OUT.search(a) and not sentence_start_word(a, text, match)
        if ((first_name(a) and (first_name(b) or unknown_b)) or (unknown_a and first_name(b))) \
                and a[:1].isupper() == b[:1].isupper():
            items = [*_series_before(text, match.start("a"), a), _with_first_name_before(text, match, a),
                     match.span("b")]
            # "Los pedidos de Rosario, Mercedes, Concepción y Dolores subieron": three cities or more.
            if len(items) < 3 or not all(a_city_or_region(text[s:e]) for s, e in items):
                found += items
    return found


def _no_word_name(word: str) -> bool:
    """A first name no dictionary holds, nor the frequent words of chat."""
    return _first_name_no_word(word) and fold(word) not in frequent_words()


def _with_first_name_before(text: str, match, a: str) -> tuple[int, int]:
    """The pair's first name with the first name written before it, when it is a surname ("picked
    up by lilia bichir and hunter lamb"): the pair joins two people, the first of them in full."""
    before = _WORD_BEFORE_PAIR.search(text, max(0, match.start("a") - 30), match.start("a"))
    if before and _first_name_no_word(before.group("first")) and fold(before.group("first")) not in stop_words() \
            and casing_class(before.group("first")) == casing_class(a) and (surname(a) or could_be_surname(a)):
        return before.start("first"), match.end("a")
    return match.span("a")


_WORD_BEFORE_PAIR = regex.compile(r"(?<![\p{L}\-'’/.])(?P<first>\p{L}[\p{L}\-]+)[ \u00a0]$")


def _series_before(text: str, start: int, a: str) -> list[tuple[int, int]]:
    """The first names listed by commas before a pair ("Heather, Dale and Ogechi"), from the
    nearest back: a first name the lists hold, in the pair's casing, each."""
    found = []
    while (item := _SERIES_ITEM.search(text, max(0, start - 40), start)) \
            and first_name(item.group("name")) and casing_class(item.group("name")) == casing_class(a):
        found.append(item.span("name"))
        start = item.start("name")
    return found


# One item of a list of names, with its comma, right before the next ("Heather, ").
_SERIES_ITEM = regex.compile(r"(?<![\p{L}\-'’/.])(?P<name>\p{L}[\p{L}'’\-]+),[ \u00a0]+$")


def sentence_start_word(word: str, text: str, match) -> bool:
    """A word no list holds opening a sentence in text cased as usual is as often a verb or a
    brand as a name: only a first name the lists hold vouches for a pair there, unless the pair
    is addressed, two names apart by a slash and then a dash, a colon or a comma ("Hsiu-Mei /
    Radosława - can one of you…")."""
    if match.group("slash") and _ADDRESSED.match(text, match.end("b")):
        return False
    return casing(as_written(text)) == "as usual" and sentence_start(text, match.start("a"))


_ADDRESSED = regex.compile(r"[ \u00a0]*[\-–—:,][ \u00a0]")
# Prepositions of place before a pair of words: cities as often as people.
_PLACE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:in|at|to|from|en|em|desde|hacia|between|entre)[ \u00a0]+$")


# A key=value field's key right before its value ('region="', "city=").
_OTHER_KEY_BEFORE = regex.compile(r"(?P<key>[\p{L}_\-]+)=[\"']?$")
# Joined by a conjunction, a list's comma before it too ("Makoto, Ikenna, and Peyton"), or by "or"
# and the preposition again ("ask for Truman or Saniyah", "preguntará por Hieu o por Dima"); or by a
# slash where two people are asked at once ("Deeann / Lane - can one of you…"; not "km/h", nor
# "iOS/Android" mid-sentence, which the lists do not hold as names).
def _pair(or_word: str, again: str):
    # The conjunction's preposition again after it ("recoger a Luca y a Anna", "retirada de Divina e de
    # Altair"); Portuguese "a" is the article too ("e a anotação de Luna"), no preposition there.
    return regex.compile(r"(?<![\p{L}\-'’/])(?P<a>\p{L}[\p{L}'’\-]+)"
                         rf"(?:,?[ \u00a0]+(?i:and|y|e|&)[ \u00a0]+(?:(?i:{again})[ \u00a0]+)?"
                         rf"|[ \u00a0]+(?i:{or_word})(?:[ \u00a0]+(?i:por|for|com|with|a))?[ \u00a0]+"
                         r"|(?P<slash>[ \u00a0]*/[ \u00a0]*))"
                         r"(?P<b>\p{L}[\p{L}'’\-]+)(?![\p{L}\-/])")


# Each language's "or": Portuguese "o" is an article ("ACESSE O APP"), its "or" is "ou".
_PAIRS = {"en": _pair("or", "to|for|with"), "es": _pair("o", "a|de|para|con"), "pt": _pair("ou", "de|para|com")}


def closing_name(text: str) -> list[tuple[int, int]]:
    """A name that signs the message off at its very end: after a sentence's end, a dash or a
    line break ("…llevo una semana esperando. Dolores", "- Al"), a first name the lists hold,
    perhaps with a surname; after a sign-off word ("thanks alamu", "GRACIAS INDRAKUMAR"), a word
    no dictionary holds too. Or a mail's signature: the line after the sign-off, alone on it, a
    role or a company's line below ("Best,\nISLA BRENNAN\nCustomer Care, …", "Att.,\ny. rocha")."""
    return _signature_block(text) + _closing_words(text)


def _signature_block(text: str) -> list[tuple[int, int]]:
    """The signer's name on the line after a sign-off; or, with no sign-off, on the first line of a
    contact card, a role's line and an address's or a phone's line below it ("Huong Le\nGestora de
    cuentas\nhuong.le@example.com | +34 600 000 879"); or on the message's last line after a signature's
    dashes ("-- Sille Petersen, moderação")."""
    found = []
    for match in [*_SIGNATURE_BLOCK.finditer(text), *_CONTACT_CARD.finditer(text), *_DASHED_SIGNATURE.finditer(text)]:
        words = [w for w in WORD.finditer(text, match.start("name"), match.end("name"))
                 if fold(w.group()) not in PARTICLES]
        initials = [w for w in words if text[w.end():w.end() + 1] == "." and len(w.group()) == 1]
        named = [w.group() for w in words if w not in initials]
        if not named or len(named) > 4:
            continue
        if initials:
            ok = all(surname(w) or could_be_surname(w) for w in named)  # "y. rocha", "M. A. Pereira"
        else:
            ok = first_name_at_any_rank(named[0]) and all(surname(w) or could_be_surname(w) for w in named[1:])
        if not ok and match.re is _DASHED_SIGNATURE and len(named) > 1:
            # After the dashes a rare first name signs too, where a word the lists hold goes with it.
            ok = all(fold(w) not in common_words() and fold(w) not in stop_words()
                     for w in named) and any(surname(w) or first_name_at_any_rank(w) for w in named)
        if not ok and match.re is _CONTACT_CARD and len(named) > 1:
            # A card's first line is its holder's name, though the lists know none of its words.
            ok = all(could_be_surname(w) and fold(w) not in common_words() for w in named)
        if ok:
            found.append(match.span("name"))
    return found


# A forum's or a mail's signature line after its dashes, perhaps a role after a comma, ending the message
# ("-- Sille Petersen, moderação", "— Ana Gil").
_DASHED_SIGNATURE = regex.compile(
    r"(?:^|\n)[ \t]*(?:--|—|–)[ \t]*"
    r"(?P<name>(?:\p{L}\.[ \t]+)*\p{L}[\p{L}'’\-]*"
    r"(?:[ \t]+(?!(?i:e|y|and|und)(?![\p{L}]))(?:\p{L}\.|\p{L}[\p{L}'’\-]*)){0,3})"
    # a role after a comma, or whoever signs with them ("— Aoife Nolan e família")
    r"(?:[ \t]*,[ \t]*[^\n,]{1,40}|[ \t]+(?i:e|y|and|&)[ \t]+[^\n,]{1,40})?[ \t]*\Z")
# A sign-off on its own line, then the signer's name alone on the next ("Best,\nIsla O'Keeffe\n"), or
# before a bar that parts it from a role and a firm ("Kind regards,\ncleide | Customer Care | …").
_SIGNATURE_BLOCK = regex.compile(
    rf"(?m)^[ \t]*(?i:{_SIGN_OFFS}|att\.?)[,.!]?[ \t]*\n[ \t]*"
    r"(?P<name>(?:\p{L}\.[ \t]+)*\p{L}[\p{L}'’\-]*(?:[ \t]+(?:\p{L}\.|\p{L}[\p{L}'’\-]*)){0,4})[ \t]*(?:\n|$|\|)")


# A contact card: a name alone on a line, its holder's role on the next, an e-mail address or a
# phone number on the one after.
_CARD_ROLES = (r"manager|gerente|gestor|gestora|agent|agente|advisor|adviser|asesor|asesora|consultant|consultor|"
               r"consultora|specialist|especialista|analyst|analista|coordinator|coordinador|coordinadora|coordenador|"
               r"coordenadora|representative|representante|director|directora|diretor|diretora|supervisor|supervisora|"
               r"atendente|executive|ejecutivo|ejecutiva|executivo|executiva|officer|lead|head")
_CONTACT_CARD = regex.compile(
    r"(?m)^[ \t]*(?P<name>(?:\p{L}\.[ \t]+)*\p{L}[\p{L}'’\-]*(?:[ \t]+(?:\p{L}\.|\p{L}[\p{L}'’\-]*)){0,4})[ \t]*\n"
    rf"[ \t]*[^\n@]{{0,40}}(?<![\p{{L}}])(?i:{_CARD_ROLES})(?![\p{{L}}])[^\n@]{{0,40}}\n"
    r"[ \t]*[^\n]*(?:@[\w\-]+\.|\+?\d[\d \-().]{6,})")


def _closing_words(text: str) -> list[tuple[int, int]]:
    match = _CLOSING.search(text)
    if not match:
        return []
    words = list(WORD.finditer(text, match.start("name"), match.end("name")))
    initials = [w for w in words if len(w.group()) == 1]
    # A surname's initial after a first name signs a review ("- Odile M."): a first name must open it.
    trailing = len(words) > 1 and len(words[-1].group()) == 1 and len(words[0].group()) > 1
    if trailing:
        initials, words = [], words[:-1]
        if len(words) > 1 or not first_name(words[0].group()):
            return []
    words = words[len(initials):]
    first = words[0].group()
    signed_off = bool(match.group("signoff"))
    dashed = _DASH_BEFORE.search(text, max(0, match.start("name") - 3), match.start("name"))
    if initials:
        # Initials and a surname after a dash or a sign-off: the writer's signature ("- t. coxwell-pryce").
        ok = (signed_off or dashed) and len(words) == 1 and fold(first) not in common_words() \
            and (surname(first) or could_be_surname(first))
        return [(match.start("name"), match.end("name"))] if ok else []
    if not signed_off and not sentence_start(text, match.start("name")) and not dashed:
        return []  # "…re-issued to Mr. Métellus's company": a title's full stop ends no sentence
    if len(words) > 1 and POSSESSIVE.search(first):
        return []  # an owner and what they own, no signature
    if first_name(first):
        ok = all(surname(w.group()) or could_be_surname(w.group()) for w in words[1:])
    elif signed_off:
        ok = len(words) == 1 and could_be_surname(first) and not _DRAWN_OUT.search(first)
    else:
        # One word after a dash at the message's end signs it as an SMS does ("…note that. -Archer"),
        # where the lists hold it as a name of either kind ("Archer", "Hằng"); not "- Thanks", "-Support"
        # ("- ok" is a word, not a name; "Hằng" is written with the marks no word of the language has)
        ok = bool(dashed) and _AFTER_A_SENTENCE.search(text, max(0, dashed.start() - 3), dashed.start()) \
            and len(words) == 1 and (first_name_at_any_rank(first) or surname(first)) \
            and fold(first) not in stop_words() and bare(first) not in GREETINGS and bare(first) not in DEPARTMENTS \
            and (fold(first) not in common_words() or common_first_name(first) or bare(first) != first.lower()
                 or ranked_within(first, surname_rank=COMMON_SURNAME_AFTER_TITLE))
    return [(match.start("name"), match.end("name"))] if ok else []


_DASH_BEFORE = regex.compile(r"(?<![\p{L}\d])[-–—][ \u00a0]*$")
# What ends a sentence before an SMS's dash and signature ("…note that. -Archer"); not a memo's
# separator ("rent for Yolanda - April").
_AFTER_A_SENTENCE = regex.compile(r"(?:[.!?…]|^|\n)[ \u00a0]*$")
_CLOSING = regex.compile(
    rf"(?:(?P<signoff>(?<![\p{{L}}])(?i:{_SIGN_OFFS}|thx|ty|tks|valeu|vlw|saludos))[,.!]?[ \u00a0]+"
    r"|(?:[.!?\n]|(?<![\p{L}\d])[-–—])[ \u00a0]*)"
    # Not the end of an address or a host ("…;pedidos@example.net").
    # Initials may open it after a dash ("…ref 68658. - K. Orahood").
    r"(?<![\p{L}\d][.@])(?P<name>(?:\p{L}\.[ \u00a0]*){0,2}\p{L}[\p{L}'’\-]+(?:[ \u00a0]+\p{L}[\p{L}'’\-]+)?"
    r"(?:[ \u00a0]+\p{L}(?=\.))?)[ \u00a0.!]*$"
)


def named_before(text: str) -> list[tuple[int, int]]:
    """A first name the lists hold just before a colon mid-line ("Escalating to Christine: …",
    "ESCALO A PILAR:"), before a self-introduction ("Joaquina aquí:", "pilar aquí", "Emily
    here"), back again at a message's start ("Leocadia otra vez.", "Jucimara de novo."), or owning
    something at a sentence's start ("GREGORY'S PACKAGE WAS LEFT…"), in any casing."""
    found = []
    usual = casing(as_written(text)) == "as usual"
    for match in _BEFORE_COLON_OR_HERE.finditer(text):
        word = match.group("name")
        if usual and not word[:1].isupper() and not match.group("here") and not match.group("again"):
            continue  # "el pedido de libros: …": in text cased as usual, a name has its capital
        if _THING_ARTICLE_BEFORE.search(text, max(0, match.start() - 6), match.start()):
            continue  # "queja en la app: …": a thing's label after its article
        opens = sentence_start(text, match.start("name"))
        if not match.group("here") and not match.group("again") and a_headings_word(word):
            continue  # "Notas: Faustino envía fotos": a heading's plural, a rare name too
        if match.group("here") and not opens and (fold(word) in frequent_words() or form_of_a_word(fold(word))):
            continue  # "ya no vive aquí", "que mora aqui do lado": a verb before "here", not who is
        if _first_name_no_word(word) or (match.group("here") and first_name(word) and opens):
            found.append(match.span("name"))  # "Joaquina aquí:", "Pilar aquí" opening the message
        elif match.group("again") and first_name(word) and sentence_start(text, match.start()):
            found.append(match.span("name"))  # "Mercedes otra vez. Sigo sin el reembolso…"
        elif match.group("called") and first_name(word) and fold(word) not in common_words() or (
                match.group("called") and len(match.group("called")) > 1 and common_first_name(word)):
            # "Enyonam!! the courier left it…"; a word that is a common first name too only called
            # twice ("Vitória! Finalmente…" is a cry of victory)
            found.append(match.span("name"))
    for match in _OWNER.finditer(text):
        word = match.group("name")
        # Mid-sentence too ("…and Olaf's phone doesn't get the code"), but not a shop's name
        # (_SHOP_BEFORE), nor, in text cased as usual, a word in lower case.
        if _SHOP_GOODS_AFTER.match(text, match.end()) or _OUR_BEFORE.search(text, max(0, match.start() - 8), match.start()):
            continue  # "Our Wendy's gift cards and McDonald's vouchers": a chain's, not a person's
        if sentence_start(text, match.start()) and _first_name_no_word(word) or (
                not _SHOP_BEFORE.search(text, max(0, match.start() - 8), match.start())
                and _first_name_alone(word, usual)):
            found.append(match.span("name"))
    return found


# Spanish and English articles, demonstratives and possessives, which stand before a thing and
# never before a name ("queja en la app:", "esta app:", "my order:").
_THING_ARTICLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:la|el|los|las|the|an|"
                                       r"este|esta|estos|estas|ese|esa|esos|esas|esse|essa|this|that|these|those|"
                                       r"my|your|our|mi|mis|tu|tus|su|sus|meu|minha|teu|tua|seu|sua)[ \u00a0]+$")


# A surname the lists rank this common speaks though it is a word too ("Cordeiro prefere…").
_COMMON_SURNAME_RANK = 1000


def _first_name_no_word(word: str) -> bool:
    return first_name(word) and fold(word) not in common_words()


def _common_first_name_as_written(word: str, usual: bool) -> bool:
    """A first name as common as "Pilar" or "Marta", capitalised by its writer in text cased as
    usual: a person, though a word of the language too."""
    return usual and word[:1].isupper() and not word.isupper() and common_first_name(word)


def _first_name_alone(word: str, usual: bool) -> bool:
    """A first name the lists hold that is no word of the language, written with a capital
    where the message is cased as usual: a person even where no cue stands before it."""
    return _first_name_no_word(word) and (not usual or word[:1].isupper())


def subject_first_names(text: str) -> list[tuple[int, int]]:
    """A first name the lists hold opening a sentence and doing something ("Ramona está de baja
    hoy", "heads-up: Abdul is off sick", "JOSEFA LLAMÓ"): no word of the language, and in text
    cased as usual written with a capital. Also who is told of what is theirs ("Nadège, your
    refund…"), who works at a branch by initials ("C. SITARAMAN from the Leeds branch"), and who is
    asked to take something on ("Rohit can you grab the next one?")."""
    usual = casing(as_written(text)) == "as usual"
    found = []
    for match in _SUBJECT.finditer(text, overlapped=True):  # "so Emeka covers": not "so" and "Emeka"
        # Chat in Portuguese and Spanish puts an article before a first name ("a Jade mandou…").
        article = _ARTICLE_BEFORE.search(text, max(0, match.start("name") - 4), match.start("name"))
        opens = article.start() if article else match.start("name")
        if not (sentence_start(text, opens) or _CLAUSE_BEFORE.search(text, 0, opens)
                or QUOTED_VALUE_BEFORE.search(text, max(0, opens - 3), opens)):
            continue  # a notice's quoted sentence opens too ('title="Kwame tagged you"')
        word, surname_word = match.group("name"), match.group("surname")
        if surname_word is None:
            if _first_name_alone(word, usual) or (article and _common_first_name_as_written(word, usual)) \
                    or (usual and word.islower() and not article and len(word) > 3 and _first_name_no_word(word)
                        and fold(word) not in common_words_of(None)):
                # After an article, a common first name that is a word too ("la Marta llamó"); in
                # lower case, a first name no language of ours has as a word ("but adaobi says…"),
                # never a thing after an article ("o app diz") nor a short word.
                found.append(match.span("name"))
            elif word[:1].isupper() and not word.isupper() \
                    and (could_be_surname(word) or ranked_within(word, surname_rank=_COMMON_SURNAME_RANK)) \
                    and not _DRAWN_OUT.search(word) and HUMAN_DOES.match(text, match.end("name")):
                # A capitalised word no dictionary holds, a surname the lists hold or none, that says,
                # asks or covers for someone is a person's name ("Mark it urgent; Becaye handles
                # those", "Cordeiro prefere WhatsApp"); a product "is down" or "keeps crashing", it
                # says nothing.
                found.append(match.span("name"))
        elif first_name(word) and (surname(surname_word) or could_be_surname(surname_word)) \
                and (not usual or (word[:1].isupper() and surname_word[:1].isupper())) \
                and fold(surname_word) not in common_words():
            # "dolores sommaruga called twice", "IMELDA MORPURGO LIGOU": a first name, a surname
            # no dictionary holds, and what they did.
            found.append((match.start("name"), match.end("surname")))
    for match in _ASKED_ABOUT.finditer(text):
        if sentence_start(text, match.start()) and _first_name_alone(match.group("name"), usual):
            found.append(match.span("name"))  # "did Lyudmila ever send the photos?"
    for match in _STRONG_DEED.finditer(text):
        # Calling again, not being at home, working at a branch: only people do these, so a first
        # name that is a word too is someone's there ("Misty called again", "if Honey isn't home",
        # "Luz volvió a llamar", "se Dores não estiver", "Ebony at the Kingston branch").
        word = match.group("name")
        if (sentence_start(text, match.start("name")) or _CLAUSE_BEFORE.search(text, 0, match.start("name"))) \
                and first_name(word) and (not usual or word[:1].isupper() or fold(word) not in common_words()):
            found.append(match.span("name"))
    for match in _ADDRESSED_ABOUT_THEIRS.finditer(text):
        # Addressed at a sentence's start before news of what is theirs ("Sergio from billing
        # here. Nadège, your refund is approved", "HAMISH, YOUR REFUND…", "Rosa, tu abono…").
        word = match.group("name")
        if sentence_start(text, match.start("name")) and fold(word) not in stop_words() and (
                first_name_at_any_rank(word) or (could_be_surname(word) and fold(word) not in common_words()
                                                 and not _DRAWN_OUT.search(word))):
            found.append(match.span("name"))
    for match in _ADDRESSED_AFTER_A_NOTICE.finditer(text):
        # Addressed after a notice's label ("Reminder: Muideen, you have an appointment…",
        # "Recordatorio: Yenima, tiene cita…"): the one the notice is for.
        word = match.group("name")
        if fold(word) not in stop_words() and (
                (first_name_at_any_rank(word) and fold(word) not in common_words())
                or (could_be_surname(word) and fold(word) not in common_words() and not _DRAWN_OUT.search(word))):
            found.append(match.span("name"))
    for match in _INITIALS_AT_WORK.finditer(text):
        # Initials and a surname before the branch or the office they work at ("Hi team, C.
        # SITARAMAN from the Leeds branch will cover…", "D. Hwang da loja de Campinas cobre…").
        if fold(match.group("surname")) not in stop_words():
            found.append(match.span("name"))
    for match in _ASKED_TO_TAKE.finditer(text):
        # Asked by name to take something on ("on a call with Bill now, Rohit can you grab the next
        # one?", "estoy en llamada con Oksana, Kyung ¿coges la siguiente?", "Marcela pega a próxima?",
        # "Yevgeny, can you take this one?", "Mihaela, ¿te encargas tú?").
        word = match.group("name")
        opens = match.start("name")
        if (sentence_start(text, opens) or _CLAUSE_BEFORE.search(text, max(0, opens - 12), opens)) \
                and first_name_at_any_rank(word) and fold(word) not in stop_words():
            found.append(match.span("name"))
    for match in _ASKED_TOGETHER.finditer(text):
        # Two or three people asked something together as a sentence opens ("Same here. Fuad, Mark,
        # did your refund arrive?", "Erika, Seungwoo, ¿os llegó el reembolso?"): first names the
        # lists hold, a word of the language only as a common first name, beside one that is surely one.
        if not sentence_start(text, match.start()):
            continue
        names = [name for name in _ASKED_NAME.finditer(text, *match.span("names"))
                 if first_name_at_any_rank(name.group()) and fold(name.group()) not in stop_words()
                 and bare(name.group()) not in GREETINGS and not _A_GREETING.fullmatch(name.group())
                 and not a_city_or_region(name.group())]
        sure = [name for name in names if fold(name.group()) not in common_words() or common_first_name(name.group())]
        if sure:
            found += [name.span() for name in names]
    for match in _ADDRESSED_AT_A_LINE_START.finditer(text):
        # Addressed by first name as a line opens ("Darragh, per Puig in the Provost's office, …",
        # "TANVIR, see below"): a first name the lists hold, no word of the language, no town.
        word = match.group("name")
        if first_name_at_any_rank(word) and fold(word) not in common_words() and fold(word) not in stop_words() \
                and (common_first_name(word) or not plural_of_a_word(fold(word))) \
                and bare(word) not in GREETINGS and not a_city_or_region(word):
            # a plural is a list's first word ("Ep. 696: caballos, ajedrez y…"), unless a common first
            # name ("Asesoría Ruiz: milagros, el técnico llega…")
            found.append(match.span("name"))
    for match in _COURIER_ON_THE_WAY.finditer(text):
        # Addressed before their courier ("Kervens, tu repartidor llega en 5 min", "HI WILL, YOUR
        # DRIVER…"): the customer, however rare or word-like the first name.
        word = match.group("name")
        if first_name_at_any_rank(word) or could_be_surname(word):
            found.append(match.span("name"))
    return found


# What only a person does after their first name.
_STRONG_DEED = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}\-]+)[ \u00a0]+"
    r"(?i:" + person_only_deeds(r"[ \u00a0]+") + r"|"
    r"at[ \u00a0]+the[ \u00a0]+(?:\p{L}+[ \u00a0]+){1,2}(?:branch|store|office))(?![\p{L}])")
# A customer greeted or named before their courier's news ("Seojun, tu repartidor Manuel llega").
_COURIER_ON_THE_WAY = regex.compile(
    r"(?:^|\n)(?:(?i:hi|hello|hey|hola|oi|olá|ola)[ \u00a0,]+)?(?P<name>\p{L}[\p{L}\-]+),[ \u00a0]+"
    r"(?i:your|tu|su|seu|sua)[ \u00a0]+(?i:driver|courier|rider|repartidor|repartidora|mensajero|mensajera|"
    r"entregador|entregadora|motorista|motoboy)(?![\p{L}])")


# Initials and a surname, then where their bearer works.
_INITIALS_AT_WORK = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<name>(?:\p{L}\.[ \u00a0]*){1,3}(?:(?i:de|da|do|dos|das|del|van|von)[ \u00a0]+)?"
    r"(?P<surname>\p{L}[\p{L}'’\-]*\p{L}))[ \u00a0]+"
    r"(?i:from the|from our|at the|of the|de la|del|da|do|de)[ \u00a0]+(?:\p{L}+[ \u00a0]+){0,2}"
    r"(?i:branch|office|store|shop|desk|oficina|tienda|sucursal|loja|agência|agencia|filial)(?![\p{L}])")
# A name, a comma, and what is theirs.
_ADDRESSED_ABOUT_THEIRS = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}\-]+),[ \u00a0]+(?i:your|tu|su|seu|sua)[ \u00a0]+\p{L}")
# A notice's label, then whom it addresses and what it tells them.
_ADDRESSED_AFTER_A_NOTICE = regex.compile(
    r"(?:^|\n)[ \u00a0]*(?i:reminder|recordatorio|lembrete|aviso|notice|alert|alerta|update|actualización|"
    r"actualizacion|atualização|atualizacao)[ \u00a0]*:[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]+),[ \u00a0]+"
    rf"(?i:{YOU_AFTER_A_COMMA}|vc|recuerda|lembre)(?![\p{{L}}])")
# Two or three first names, each after a comma, then a question that ends their sentence; a
# greeting or a call for attention opens it too ("Che, Juan, ¿vos sabés…?").
_A_GREETING = regex.compile(rf"(?i:{_GREETINGS})")
_ASKED_NAME = regex.compile(r"\p{L}[\p{L}'’\-]*\p{L}")
_ASKED_TOGETHER = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<names>\p{L}[\p{L}'’\-]*\p{L}(?:,[ \u00a0]+\p{L}[\p{L}'’\-]*\p{L}){1,2}),[ \u00a0]+"
    r"(?=[^.!\n?]{3,80}\?)")
# An SMS's sender may stand before it ("Ruiz & Asociados: Redouane, el técnico llega…").
_ADDRESSED_AT_A_LINE_START = regex.compile(
    r"(?:^|\n)(?:[^\n:]{2,40}:[ \u00a0]+)?[ \u00a0]*(?P<name>\p{L}[\p{L}\-'’]*\p{L}),[ \u00a0]+(?=\p{L})")
# A colleague asked by name to take something on: the name, then the request.
_ASKED_TO_TAKE = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}\-]+)[ \u00a0]*,?[ \u00a0]+(?:¿[ \u00a0]*)?"
    r"(?i:can you|could you|would you|coges|cogés|puedes|podés|podrías|podrias|pegas?|pode|podes|consegue|"
    r"você pode|voce pode|vc pode|você pega|voce pega|vc pega|te encargas|te ocupas)[ \u00a0]*\p{L}")
# A question about what someone did or will do: the auxiliary opens it, the name is its subject.
_ASKED_ABOUT = regex.compile(
    r"(?i:did|does|has|have|will|can|could|would|is|was)[ \u00a0]+(?P<name>\p{L}[\p{L}\-]+)[ \u00a0]+"
    r"(?i:ever|already|still|just|not|really|get|send|call|pay|say|receive|sign|pick|reply|confirm|email|check|"
    r"approve|know)(?![\p{L}])")


def mentioned_handles(text: str) -> list[tuple[int, int]]:
    """A colleague or customer @-mentioned in chat ("@Hal can you take 93827?", "@ANA te paso el
    caso", "@jucelino pega o 21080?"): the handle is a name the lists hold, and no word of the
    language unless a very common first name ("@here", "@support", "@todos" are none). An
    address ("ana@example.com") is not; a handle glued to more of itself ("@ana.souza") is read
    whole by handle_names."""
    found = []
    for match in _HANDLE.finditer(text):
        word = match.group("name")
        if not (first_name(word) or surname(word)):
            continue
        if fold(word) in common_words() and not common_first_name(word):
            continue
        found.append(match.span("name"))
    return found


_HANDLE = regex.compile(r"(?<![\p{L}\d_.@+\-])@(?P<name>\p{L}[\p{L}'’\-]+)(?![\p{L}\d_@]|\.[\p{L}\d])")


def department_names(text: str) -> list[tuple[int, int]]:
    """A first name the lists hold before the department its bearer works in ("Faith from the
    warehouse says…", "Modesto del almacén confirma", "ESPERANÇA DO ESTOQUE CONFIRMOU", "aqui é
    hilde da loja"): who works somewhere is a person. Set apart by commas, a capitalised word
    no list or dictionary holds is one too ("Cibrán, de facturación, ya ha anulado"). One of our
    team ("Severo, de nuestro equipo"), and who someone is in brackets ("noura (son)"), count as
    where they work does."""
    found = []
    for match in _FROM_DEPARTMENT.finditer(text):
        word = match.group("name")
        department = bare(match.group("department"))
        if department in TEAM_WORDS and match.group("ours") \
                and (match.group("comma") or department in ("team", "staff", "equipo", "equipe")) \
                and _any_first_name(word):
            # "Severo, de nuestro equipo, le llamará", "MASON ON OUR TEAM WILL REACH OUT": one of
            # our team is a person, the first name a word of the language or not.
            found.append(match.span("name"))
            continue
        if department not in DEPARTMENTS or match.group("on"):
            continue
        if first_name(word) and fold(word) not in frequent_words() and fold(word) not in stop_words():
            found.append(match.span("name"))
        elif match.group("comma") and word[:1].isupper() and not word.isupper() and could_be_surname(word) \
                and text[match.end():match.end() + 1] in (",", ")") and fold(word) not in common_words():
            found.append(match.span("name"))
    return found + _bracketed_role_names(text) + _kin_between_commas(text) + _signed_from_a_department(text) \
        + _workers_who_say(text) + _whom_a_payment_is_for(text) + _initials_in_brackets(text) \
        + _writer_and_kin(text) + _moderators(text)


def _workers_who_say(text: str) -> list[tuple[int, int]]:
    """A name, where its bearer works, and what they say ("Limjoco in field ops says", "Sotelo, de la
    contrata, dice", "DORVIL, DA TERCEIRIZADA, DIZ"): who speaks for a workplace is a person. The
    lists must hold the last word as a surname or a first name, and it is no word of the language
    ("Billing, from the UK office, says" is a department)."""
    found = []
    for match in _WORKER_SAYS.finditer(text):
        words = WORD.findall(match.group("name"))
        last = words[-1]
        if fold(last) in stop_words() or len(last) < 3 or fold(last) in common_words() \
                or bare(last) in DEPARTMENTS:
            continue
        if surname(last) or first_name(last):
            found.append(match.span("name"))
    return found


_WORKER_SAYS = regex.compile(
    r"(?<![\p{L}'’\-])(?P<name>(?:(?i:de|da|do|dos|das|del|van|von)[ \u00a0]+)?\p{L}[\p{L}'’\-]*\p{L})"
    r"(?:,[ \u00a0]+(?i:de|del|da|do|from|of|at)[ \u00a0]+(?:(?i:la|el|a|o|the|nuestra|nuestro|our|nossa|nosso)[ \u00a0]+)?"
    r"(?P<place>\p{L}+(?:[ \u00a0]+\p{L}+)?),"
    r"|[ \u00a0]+(?i:in|from|at)[ \u00a0]+(?:(?i:the)[ \u00a0]+)?(?P<place>\p{L}+(?:[ \u00a0]+\p{L}+)?))"
    r"[ \u00a0]+(?i:says|said|claims|confirms|confirmed|dice|dijo|confirma|confirmó|afirma|diz|disse|confirmou|"
    r"afirmou)(?![\p{L}])")


def _signed_from_a_department(text: str) -> list[tuple[int, int]]:
    """Who signs off with the department they work in ("Warm regards, dawn from Customer Care", "Un
    saludo, Ubiratã de Atención", "Abraços, Vida do Atendimento"): after a sign-off, a first name
    the lists hold at any rank, a word of the language too, or one no dictionary holds."""
    found = []
    for match in _SIGNED_FROM.finditer(text):
        word = match.group("name")
        if bare(match.group("department")) not in _SIGNERS_DEPARTMENTS:
            continue
        if _any_first_name(word) or (could_be_surname(word) and fold(word) not in common_words()
                                     and fold(word) not in stop_words()):
            found.append(match.span("name"))
    return found


# Departments that care for customers, beside DEPARTMENTS ("Customer Care", "Atención al Cliente").
_SIGNERS_DEPARTMENTS = DEPARTMENTS | frozenset("customer customers care cliente clientes client".split())
_SIGNED_FROM = regex.compile(
    # The sign-offs of a signature ("regards" ends "warm regards" too), "abraços" typed without its cedilla.
    rf"(?<![\p{{L}}])(?i:{_SIGN_OFFS}|abracos)[,!.]?[ \u00a0]+"
    r"(?P<name>\p{L}[\p{L}'’\-]+)[ \u00a0]+(?i:from[ \u00a0]+the|from|de[ \u00a0]+la|del|de|da|do|on[ \u00a0]+the)[ \u00a0]+"
    r"(?P<department>\p{L}+)(?![\p{L}])")


def _moderators(text: str) -> list[tuple[int, int]]:
    """A forum's moderator or admin who speaks on their line ("mod tanvir: please DM us",
    "moderador hazem: mándanos tu correo"): a first name or a surname the lists hold, or no word."""
    found = []
    for match in _MODERATOR.finditer(text):
        word = match.group("name")
        if (first_name_at_any_rank(word) or could_be_surname(word)) and fold(word) not in common_words() \
                and fold(word) not in stop_words():
            found.append(match.span("name"))
    return found


_MODERATOR = regex.compile(r"(?:^|\n)[ \u00a0]*(?i:mod|moderator|moderador|moderadora|admin)[ \u00a0]+"
                           r"(?P<name>\p{L}[\p{L}'’\-]*\p{L})[ \u00a0]*:")


def _writer_and_kin(text: str) -> list[tuple[int, int]]:
    """The writer's name between "I am" and who they are to someone, or after "it's me" ("Soy jacek,
    su hija", "I'm kofi, her daughter", "mas sou eu, analyn, que vou devolver"): a person, a first
    name the lists hold or no word of the language ("I'm sorry, her son…" is none)."""
    return [match.span("name") for match in _WRITER_AND_KIN.finditer(text)
            if fold(match.group("name")) not in stop_words()
            and (fold(match.group("name")) not in common_words() or first_name(match.group("name")))]


_KIN_WORDS = (r"hija|hijo|esposa|esposo|marido|mujer|madre|padre|hermana|hermano|nieta|nieto|sobrina|sobrino|"
              r"filha|filho|m[ãa]e|pai|irm[ãa]|irm[ãa]o|neta|neto|daughter|son|wife|husband|mother|father|"
              r"sister|brother|granddaughter|grandson|niece|nephew|partner|pareja|companheira|companheiro")
_WRITER_AND_KIN = regex.compile(
    r"(?<![\p{L}])(?:(?i:sou|soy|i['’]m|i am)[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]*\p{L}),[ \u00a0]+"
    r"(?:(?i:su|sua|seu|his|her|their|la|el|a|o)[ \u00a0]+)?(?i:" + _KIN_WORDS + r")(?![\p{L}])"
    r"|(?i:sou eu|soy yo|it['’]s me),[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]*\p{L}),)")


def _initials_in_brackets(text: str) -> list[tuple[int, int]]:
    """Initials and a surname alone in brackets, as a note names who took something on
    ("pasado a facturación (A. Bravo)", "escalated to billing (s. canales)", "falta a assinatura da
    gerência (D. Siqueira)"): a person, the surname a word of the language or not."""
    return [match.span("name") for match in _INITIALS_IN_BRACKETS.finditer(text)
            if fold(match.group("surname")) not in stop_words() and not a_city_or_region(match.group("surname"))
            and not a_country_or_region([match.group("surname")])]  # "(S. America)", "(N. Carolina)"


_INITIALS_IN_BRACKETS = regex.compile(
    r"\((?P<name>(?:\p{L}\.[ \u00a0]*){1,2}(?:(?i:de|da|do|dos|das|del|dela|delos|van|von)[ \u00a0]+)?"
    r"(?P<surname>\p{L}[\p{L}'’\-]{2,}))\)")


def _whom_a_payment_is_for(text: str) -> list[tuple[int, int]]:
    """Whom a transfer's memo says the money is for, its last word ("Memo: braces for GUADALUPE",
    "Concepto: ortodoncia de Khánh", "Descrição: aluguel de Ezequiel"): a first name the lists hold,
    no word of the language unless a common first name ("rent for June" is a month)."""
    found = []
    for match in _PAYMENT_FOR.finditer(text):
        word = match.group("name")
        if first_name_at_any_rank(word) and fold(word) not in stop_words() \
                and (fold(word) not in common_words() or (common_first_name(word) and bare(word) not in MONTH_NAMES)):
            found.append(match.span("name"))
    return found


_PAYMENT_FOR = regex.compile(
    r"(?<![\p{L}])(?i:memo|concepto|descrição|descricao|mensagem|mensaje|reference|referencia|referência)[ \u00a0]*:"
    r"[^\n:]{0,60}?(?<![\p{L}])(?i:for|de|para)[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]*\p{L})"
    r"(?=[ \u00a0]*(?:[\-–—][ \u00a0]|[.,;)]|\n|$))")


def _kin_between_commas(text: str) -> list[tuple[int, int]]:
    """A first name set between commas after who its bearer is ("puede contestar su marido, Jericho,",
    "o marido, nanao, pode atender", "my wife, Honey, will sign"): kin named, the first name a word
    of the language or none the lists rank high."""
    return [match.span("name") for match in _KIN_THEN_NAME.finditer(text)
            if _any_first_name(match.group("name")) or could_be_surname(match.group("name"))]


_KIN_THEN_NAME = regex.compile(
    r"(?<![\p{L}])(?i:husband|wife|spouse|partner|son|daughter|mother|father|brother|sister|marido|mujer|esposa|"
    r"esposo|hijo|hija|madre|padre|hermano|hermana|filho|filha|m[ãa]e|pai|irm[ãa]o?|mulher)"
    r"[ \u00a0]*,[ \u00a0]*(?P<name>\p{L}[\p{L}'’\-]*)(?=[ \u00a0]*[,.;])")


def _bracketed_role_names(text: str) -> list[tuple[int, int]]:
    """A first name, perhaps with its surname, right before who its bearer is in brackets ("cust
    says noura (son) made the purchase", "QUEM COMPROU FOI ANDERSON (FILHO)", "entregado a severo
    leal (vecino)", "order for will (table 4)"): kin, a neighbour, a table's guest are people,
    the first name a word of the language or not."""
    found = []
    for match in _ROLE_IN_BRACKETS.finditer(text):
        before = _TWO_WORDS_BEFORE.search(text, max(0, match.start() - 60), match.start())
        first, last = before.group("first"), before.group("last")
        if first and _any_first_name(first) and (surname(last) or could_be_surname(last)):
            found.append((before.start("first"), before.end("last")))
        elif _any_first_name(last):
            found.append(before.span("last"))
    return found


def _any_first_name(word: str) -> bool:
    """A first name the lists hold at any rank, a word of the language or not; no function word."""
    return first_name_at_any_rank(word) and fold(word) not in stop_words()


_TWO_WORDS_BEFORE = regex.compile(
    r"(?<![\p{L}\-'’])(?:(?P<first>\p{L}[\p{L}\-'’]*)[ \u00a0])?(?P<last>\p{L}[\p{L}\-'’]*)$")
# Who someone is, in brackets right after their name.
_ROLE_IN_BRACKETS = regex.compile(
    r"(?<=\p{L})[ \u00a0]+\((?i:son|daughter|wife|husband|spouse|partner|mother|father|mom|mum|dad|brother|"
    r"sister|neighbou?r|friend|colleague|boss|grandson|granddaughter|hijo|hija|esposa|esposo|marido|mujer|madre|"
    r"padre|hermano|hermana|vecin[oa]|amig[oa]|cuñad[oa]|suegr[oa]|niet[oa]|sobrin[oa]|filh[oa]|m[ãa]e|pai|"
    r"irm[ãa]o?|vizinh[oa]|net[oa]|sogr[oa]|cunhad[oa]|aunt|uncle|cousin|niece|nephew|grandma|grandpa|"
    r"grandmother|grandfather|t[íi][ao]|prim[oa]|abuel[oa]|av[óôo]|nanny|niñera|babá|"
    r"table|mesa|titular|holder|account owner|guest|"
    r"hu[ée]sped|h[óo]spede|invitad[oa]|convidad[oa])(?![\p{L}])")


_FROM_DEPARTMENT = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}\-]+)(?P<comma>,)?[ \u00a0]+"
    # "Rosmery, la del turno de noche": one of a shift.
    # "Eoin in chat", "Sumaq, la del chat", "Hideki, do chat": who answered there.
    r"(?:(?i:from[ \u00a0]+the|from|of|in|(?:la|el)[ \u00a0]+(?:del|de[ \u00a0]+la)|de[ \u00a0]+la|del|de|da|do|dos|das)"
    r"|(?P<on>(?i:on)))[ \u00a0]+"
    # "Eilidh from the night shift".
    r"(?:(?i:night|day|late|early|morning|evening|afternoon|weekend|overnight|graveyard)[ \u00a0]+(?=(?i:shift)))?"
    # "Ivy from ur billing team", "Pearl from your warehouse", "Rosa de vuestro almacén".
    r"(?:(?P<ours>(?i:your|ur|our|tu|su|vuestro|vuestra|nuestro|nuestra|seu|sua|nosso|nossa))[ \u00a0]+)?"
    # "Miruna from the San Diego Padres booth": a fair's stand named by whose it is, before its word.
    r"(?:(?:\p{L}+[ \u00a0]+){1,4}(?=(?i:booth|stand|kiosk|counter)(?![\p{L}])))?"
    r"(?P<department>\p{L}+)(?![\p{L}])"
    # A department of two words ("servicio técnico", "assistência técnica", "help desk").
    r"(?:[ \u00a0]+(?i:técnico|tecnico|técnica|tecnica|desk|team|equipo|equipe))?"
)


# Where a clause of a list opens ("Shift handover: Mozell is off sick, Lois Rawls covers chat"),
# a log line's entry after its time ("16:45 - Donte requested photos"), or a clause after "so",
# "que" ("so Emeka covers the queue", "falei q Perólia retorna").
_CLAUSE_BEFORE = regex.compile(
    r"(?:[,;:]|\d[ \u00a0]*[\-–—]|(?:^|[ \u00a0])(?i:and|y|e|so|then|but|pero|mas|entonces|então|entao|que|q|"
    # A condition's or a time's clause ("if Giorgia is out", "se Luena não estiver").
    r"if|si|se|when|cuando|quando|"
    # What someone reports: English leaves out the "that" ("Mrs. Oprea says Do-yun used her card").
    r"says|said|"
    # Chat's call for attention before news of someone ("oye Gregorio mandó las fotos?").
    r"oye|hey|oi|ei))[ \u00a0]+$")
_ARTICLE_BEFORE = regex.compile(r"(?<![\p{L}])(?i:o|a|el|la)[ \u00a0]+$")
# A first name and perhaps a surname, then what its bearer did; the surname is never one of those
# verbs ("Mary has called" is Mary) nor the pronoun or the negation before one ("Xiana me dijo"
# is Xiana).
_NEGATION = r"no|não|nao"
_ADVERB = r"(?i:only|just|also|still|solo|sólo|también|tambien|ya|também|tambem|já)"
_SUBJECT = regex.compile(
    r"(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}\-]+)(?:[ \u00a0]+(?!(?:" + DOES + "|" + PRONOUN + "|" + _NEGATION
    + "|" + _ADVERB + r")(?![\p{L}]))(?P<surname>\p{L}[\p{L}\-]+))?[ \u00a0]+"
    # A Spanish pronoun may stand before the verb ("Earlena le atendió"), or a negation ("Maite
    # no estaba ese día").
    r"(?:(?i:" + _NEGATION + r")[ \u00a0]+)?(?:" + PRONOUN + r"[ \u00a0]+)?"
    # An adverb may stand before the verb ("Valeska solo está autorizada", "Santo é só…" after it).
    r"(?:" + _ADVERB + r"[ \u00a0]+)?"
    r"(?:" + DOES + r"|(?i:é)(?=[ \u00a0]+(?i:só|so|o|a|quem|um|uma)(?![\p{L}])))(?![\p{L}])"
)


# Thanks for the help, then the one thanked closing the sentence ("THANKS FOR YOUR HELP, FARIDA",
# "gracias por todo, Maite.", "obrigada pela ajuda, Gisele!").
_THANKED_FOR = regex.compile(
    r"(?<![\p{L}])(?i:thanks|thank[ \u00a0]+you|gracias|obrigad[oa]|valeu)[ \u00a0]+"
    r"(?i:for[ \u00a0]+(?:all[ \u00a0]+)?(?:your|the)[ \u00a0]+(?:help|patience|support)|for[ \u00a0]+everything|"
    r"por[ \u00a0]+(?:todo|tu[ \u00a0]+ayuda|su[ \u00a0]+ayuda|la[ \u00a0]+ayuda|tudo)|"
    r"pela[ \u00a0]+(?:ajuda|paci[êe]ncia))"
    r"[ \u00a0]*,[ \u00a0]*(?P<name>\p{L}[\p{L}'’\-]+)(?=[ \u00a0]*(?P<cry>!)|[ \u00a0]*[.?\n]|[ \u00a0]*$)"
)


def thanked_names(text: str) -> list[tuple[int, int]]:
    """A first name the lists hold thanked mid-message ("thanks so much Natalia!! you were…",
    "GRACIAS ROSARIO, YA FUNCIONA", "ty wendi ur the best", "obrigada Lúcia pela ajuda"): the name
    ends the thanks, before punctuation or what it thanks for."""
    usual = casing(as_written(text)) == "as usual"
    found = []
    for match in [*_THANKED.finditer(text), *_THANKED_FOR.finditer(text)]:
        word = match.group("name")
        # Capitalised by its writer, a common first name is thanked though it is a word too
        # ("¡Gracias de nuevo, Pilar!"); in capitals or lower case, "gracias mil veces" is no one.
        # Cried out ("!"), a first name that is no word needs no capital ("Thanks again orla!").
        cried = match.group("cry") and fold(word) not in _ENDEARMENTS and (
            _first_name_no_word(word) or (not usual and common_first_name(word)))
        if _first_name_alone(word, usual) or _common_first_name_as_written(word, usual) or cried:
            found.append(match.span("name"))
    return found


# What chat calls whom it thanks that is no name, though some are first names too ("gracias
# linda!!", "thanks mate!", "valeu querida!").
_ENDEARMENTS = frozenset(
    """
    mate buddy honey love dear sweetie darling man bro dude pal champ boss friend sir madam
    linda bonita guapa guapo cielo amor reina rey querida querido corazon hermosa hermoso preciosa precioso
    amigo amiga jefe jefa crack maestro genio chefe lindo fofa fofo moco moca
    """.split())


# A shop's possessive: after "at" or "to" ("at Kohl's"), or after an article ("the Wendy's
# receipt", "the Victoria's Secret gift card"), which nobody writes before a person's.
_SHOP_BEFORE = regex.compile(r"(?<![\p{L}])(?i:at|to|from|in|into|en|em|na|no|the|a|an|el|la|o|os|as)[ \u00a0]+$")
_THANKED = regex.compile(
    # Chat draws the thanks out and clips it ("graciass", "thankss", "obrigadaaa", "brigadaa").
    r"(?<![\p{L}])(?:(?i:mil|muchas|muchísimas|muchisimas|many|muito|muitíssimo|muitissimo)[ \u00a0]+)?"
    r"(?i:thanks+|thank[ \u00a0]+you+|thx+|ty|gracias+|obrigad[oa]+|brigad[oa]+|valeu+|vlw)"
    r"(?:[ \u00a0]+(?i:so[ \u00a0]+much|a[ \u00a0]+lot|a[ \u00a0]+bunch|again|very[ \u00a0]+much|muchas|mil|muito|muita|"
    r"demais|mesmo|de[ \u00a0]+nuevo|otra[ \u00a0]+vez|de[ \u00a0]+novo|outra[ \u00a0]+vez|mais[ \u00a0]+uma[ \u00a0]+vez|"
    r"de[ \u00a0]+verdad|de[ \u00a0]+verdade))?"
    # to whom ("huge thanks to Samuele for fixing it", "gracias a Tina por arreglarlo")
    r"(?:[ \u00a0]+(?i:to|a))?"
    # Cried out: "!" after the name; in lower case or capitals a word that is a common first name
    # is one there ("thanks so much crystal!!").
    r",?[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]+)(?=[ \u00a0]*(?P<cry>!)|[ \u00a0]*[.,?;:)]|[ \u00a0]*$"
    # …or what they are thanked for, or praise ("ty pamila ur the best", "gracias Rosa por todo").
    r"|[ \u00a0]+(?i:for|ur|you're|youre|por|pela|pelo|pelas|pelos)(?![\p{L}]))"
)


# What a chain sells in the plural, after its possessive; "our" or "their" before a possessive.
_SHOP_GOODS_AFTER = regex.compile(r"(?i:gift[ \u00a0]+cards|vouchers|coupons|gift[ \u00a0]+certificates|franchises|"
                                  r"restaurants|locations|stores|outlets)(?![\p{L}])")
_OUR_BEFORE = regex.compile(r"(?<![\p{L}])(?i:our|their)[ \u00a0]+$")
_OWNER = regex.compile(r"(?<![\p{L}\d_@.\-'’])(?P<name>\p{L}[\p{L}\-]+)['’][sS][ \u00a0]+(?=\p{L})")


_BEFORE_COLON_OR_HERE = regex.compile(
    r"(?<![\p{L}\d_@.\-])(?P<name>\p{L}[\p{L}'’\-]+)"
    r"(?:[ \u00a0]*:[ \u00a0]+(?=\p{L})|[ \u00a0]+(?P<here>(?i:aquí|aqui|here|al habla|falando|por aquí|por aqui))"
    r"(?![\p{L}])|[ \u00a0]+(?P<again>(?i:again|otra vez|de nuevo|de novo|novamente|outra vez))[ \u00a0]*[.!,:\-–]"
    # Called by name, exclaimed, at the message's start ("Makereta!! el mensajero…")
    r"|(?=!)(?<=^[ \u00a0]*\p{L}[\p{L}'’\-]+)(?P<called>!+)[ \u00a0]+(?=\p{L})"
    r")"
)



# Whom one came or went with, a first name ending the clause ("came with jesper", "he venido con Elena",
# "vim com TOMASZ"): company one keeps, not a thing one brings ("came with a charger").
_CAME_WITH = regex.compile(
    r"(?<![\p{L}])(?i:came|come|went|go|going|am|i'm|im|vine|vino|he[ \u00a0]+venido|vengo|fui|voy|vim|veio|vou|"
    r"estou|estoy)[ \u00a0]+(?i:with|con|com)[ \u00a0]+(?P<name>\p{L}[\p{L}'’\-]+)"
    r"(?=[ \u00a0]*(?:[.!?,;:)\n]|$|(?i:and|y|e|too|también|tambem|também)(?![\p{L}])))")


def companions(text: str) -> list[tuple[int, int]]:
    """A first name one came or goes with, as a thanked name is: no word of the language and, cased
    as usual, capitalised; or a common first name capitalised by its writer; or, in lower case or
    capitals, a common first name ("vim com LANFANG" needs the lists; "came with mom" is no one)."""
    usual = casing(as_written(text)) == "as usual"
    found = []
    for match in _CAME_WITH.finditer(text):
        word = match.group("name")
        if fold(word) in _ENDEARMENTS:
            continue
        if _first_name_alone(word, usual) or _common_first_name_as_written(word, usual) \
                or (not usual and common_first_name(word)):
            found.append(match.span("name"))
    return found
