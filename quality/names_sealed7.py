"""The sealed7 PERSON set: support-agent text in English, Spanish and Brazilian Portuguese, written
by someone who never read the recognizer nor any other set's templates. A measure first, run as a
table only; since the sealed8 set replaced it, its misses are read and tuned on, and the judge's
trainer learns from it.

What it is
    Templates of what a support agent's prompt holds (chat lines typed in lower case, emails with
    greetings and signatures, forwarded headers, ticket fields, CSV rows, key=value logs, JSON tool
    replies, URLs, call transcripts, SMS, calendar invites, delivery notes, refund forms, CRM notes,
    quoted replies, bullet lists, pipe tables). About a third of each language's templates hold no
    person at all, only what a careless detector takes for one: companies, brands and products named
    after people, streets, hospitals, airports, stations and schools named after people, storms,
    saints' days, ships, song and book titles, job titles in capitals, imperatives and headings at a
    line's start, months, weekdays, place names and words that are also names.

Where the names come from (the tables below are transcribed from these packages' data files; every
package is under the MIT/Expat licence, its data included; read as Debian packages of bookworm)
    - ffaker 2.20.0 (Ruby gem, MIT; Debian ruby-ffaker 2.20.0-1), lib/ffaker/data: name/ (US first
      names; its last_names table is made-up filler and not used), name_es, name_mx, name_br,
      name_ph (Spanish and autochthonous Filipino surnames), name_in, name_id, name_sn, name_it.
    - faker 2.21.0 (Ruby gem faker-ruby, MIT; Debian ruby-faker 2.21.0-1), lib/locales: es-AR,
      es (its surnames, a US-Hispanic table), pt-BR, en-NZ, en-ZA, en-NG, en-UG, en-PAK, en-SG, pl, tr.
    - FakerPHP 1.20.0 (PHP, MIT; Debian php-faker 1.20.0+dfsg-1), src/Faker/Provider: en_GB, es_PE,
      es_VE, pt_PT, tr_TR Person.php.
    Each transcribed table keeps its source's order; a table longer than 160-250 names is thinned by an
    even stride over the whole of it (so rare names stay). Dropped: names with digits or other marks,
    a few entries that are not names (pt-BR's "Antena" and "Banheira", en-NG's "Justina" and "Esther"
    among its surnames) and es_VE's misspellings ("De la cruz", "Delacrúz", "Domínquez").
    - Written here, for origins those packages miss or hold only in other scripts: romanised Korean,
      Chinese (pinyin and Cantonese), Arabic (Levantine and Gulf spellings), Igbo, Haitian, Andean
      (Quechua and Aymara surnames), Afro-Brazilian, Filipino first names, Gaelic and Dutch/Afrikaans
      particled surnames (O', Mc, Mac, van, van der, du, de), and names that are also common words of
      each language (Summer, Hunter, Guadalupe, Consuelo, Cruz, Nieves, Prado, Serra, Costa, Leal...).
    No name comes from Python Faker, mimesis, @faker-js/faker, names-dataset, the US Census, IBGE or
    gender-guesser.

Template notation
    [[N:form]]  person N of the message (1-3), named in one of these forms:
                full   first name(s) and every surname, particles included ("Ana Paula da Costa Leal")
                fl     first name and the surname used (Spanish and English: the first; Portuguese:
                       the last, as Brazilians do)
                first  the first name(s) alone
                last   a title and the surname used; the title is outside the label ("Sra. Quispe")
                init   initials: "K. Okafor", "Kemi A. Okafor" or "R. K. Okafor"
                name   any of full, fl, init
    {phone} {email} {card}   obviously fake contact data: (212) 555-01xx, +34 555 01xx 00,
                (11) 5555-01xx; user@example.com/.org/.net; the test card 4111 1111 1111 1111.
    A person's features are drawn when the message first names them: a hyphenated surname (hyph), a
    particled one (part), a first name or surname that is also a common word (word). Each label's
    `form` holds its tags, space-separated: its form, then hyph, part, word, and wfirst (a word first
    name standing alone) where they show in the labelled text.

Casing classes (names_corpus.CASINGS): "as written"; "ALL CAPS", every other message of a template
upper case whole, the others only their names; "lower case", likewise lower case, and in Spanish and
Portuguese every other lower-case message folded to no accents (names_sources.fold). A message
without a person is always cased whole.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import lru_cache

from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import fold

SEED = 63_817


def _t(text: str) -> tuple[str, ...]:
    return tuple(x.strip() for x in text.split(",") if x.strip())


# ---------------------------------------------------------------------------- transcribed tables
# key: origin_F (women), origin_M (men), origin_X (either; the source does not say), origin_L (surnames).
_TABLES: dict[str, tuple[str, ...]] = {
    "american_F": _t(
        "Abbey, Adrianne, Alane, Alethea, Alix, Alyce, An, Angelita, Annamaria, Apryl, Arlean, Ashli, Aurora, Barbera, "
        "Benita, Betsy, Blossom, Brianna, Bruna, Candance, Carlene, Carole, Cassi, Cecelia, Chantal, Charolette, Chery, "
        "Christie, Claretta, Codi, Cordia, Cristal, Dalene, Danyell, Daysi, Deeanna, Delora, Deonna, Dinah, Donnette, "
        "Dot, Echo, Elba, Elinor, Elna, Emely, Erin, Ethelene, Evelin, Faustina, Fleta, Francina, Garnett, Georgeanna, "
        "Gianna, Glennis, Gussie, Hattie, Hermine, Hope, Ileen, Iraida, Ivy, Jacquiline, Janeen, Jannette, Jeanie, Jenna, "
        "Jestine, Jodi, Jolynn, Joycelyn, Juliette, Kalyn, Karisa, Kassie, Kathrine, Keeley, Kenia, Kimber, Kori, "
        "Krystina, Laine, Laquanda, Lashunda, Laure, Lavona, Lee, Leola, Leticia, Liliana, Lisabeth, Lona, Lorinda, "
        "Lovetta, Lue, Lynette, Madison, Maisie, Maple, Margarette, Mariah, Marilynn, Marlo, Maryam, Mattie, Mechelle, "
        "Mellissa, Merrie, Migdalia, Minna, Moira, Myrle, Nancy, Nella, Nickie, Nobuko, Octavia, Ophelia, Pandora, Paz, "
        "Phylicia, Queenie, Ranee, Regenia, Reva, Robin, Rosalinda, Rosetta, Rufina, Samantha, Sarina, Sha, Shaniqua, "
        "Sharika, Shawanna, Shenika, Sherron, Shoshana, Soila, Stacy, Sue, Suzi, Tamala, Tandy, Tawana, Teresa, Theresa, "
        "Tiffany, Tonette, Trang, Twanna, Valery, Venita, Versie, Virgie, Wendolyn, Wynona, Yi, Yvonne"),
    "american_M": _t(
        "Aaron, Adam, Ahmed, Alejandro, Ali, Alton, Andrea, Anibal, Antwan, Armando, Arthur, Austin, Basil, Benny, Bill, "
        "Bob, Bradford, Brant, Brian, Bryan, Buford, Cameron, Carmen, Cary, Chance, Chauncey, Christopher, Claudio, "
        "Cleveland, Colby, Conrad, Craig, Cyrus, Damon, Danny, Darnell, Darron, Deandre, Demarcus, Derick, Dewey, Dion, "
        "Donald, Donte, Duane, Dwight, Eddy, Edward, Eldon, Elliot, Elton, Emil, Enrique, Ernesto, Eugene, Ezra, Felton, "
        "Florentino, Francis, Freddie, Gabriel, Garry, Gene, German, Giuseppe, Grant, Guadalupe, Hank, Harry, Henry, "
        "Hilton, Horace, Huey, Ignacio, Isaiah, Ivan, Jacques, Jame, Jarod, Javier, Jefferson, Jeremiah, Jerrod, Jimmie, "
        "John, Jon, Jose, Josue, Junior, Kelley, Kenneth, Kevin, Korey, Kyle, Larry, Leif, Leonard, Leslie, Lionel, Lou, "
        "Lucien, Lyle, Major, Marc, Margarito, Marlon, Matt, Maxwell, Merrill, Mickey, Millard, Mohamed, Morgan, Myles, "
        "Ned, Nick, Noel, Odell, Omer, Otha, Pasquale, Pete, Preston, Rafael, Randolph, Raymon, Reid, Reyes, Rick, Rob, "
        "Rocky, Rodrigo, Romeo, Rosario, Ruben, Russ, Salvatore, Santiago, Scotty, Shane, Sherwood, Solomon, Stefan, "
        "Stewart, Taylor, Terry, Thomas, Toby, Tony, Trey, Tyrell, Van, Vince, Waldo, Warner, Wesley, Wiley, Williams, "
        "Winford, Yong"),
    "british_F": _t(
        "Abbie, Abigail, Adele, Alexa, Alexandra, Alice, Alison, Amanda, Amber, Amelia, Amy, Anna, Ashley, Ava, Beth, "
        "Bethany, Becky, Caitlin, Candice, Carlie, Carmen, Carole, Caroline, Carrie, Charlotte, Chelsea, Chloe, Claire, "
        "Courtney, Daisy, Danielle, Donna, Eden, Eileen, Eleanor, Elizabeth, Ella, Ellie, Elsie, Emily, Emma, Erin, Eva, "
        "Evelyn, Evie, Faye, Fiona, Florence, Francesca, Freya, Georgia, Grace, Hannah, Heather, Helen, Helena, Hollie, "
        "Holly, Imogen, Isabel, Isabella, Isabelle, Isla, Isobel, Jade, Jane, Jasmine, Jennifer, Jessica, Joanne, Jodie, "
        "Julia, Julie, Justine, Karen, Karlie, Katie, Keeley, Kelly, Kimberly, Kirsten, Kirsty, Laura, Lauren, Layla, "
        "Leah, Leanne, Lexi, Lilly, Lily, Linda, Lindsay, Lisa, Lizzie, Lola, Lucy, Maisie, Mandy, Maria, Mary, Matilda, "
        "Megan, Melissa, Mia, Millie, Molly, Naomi, Natalie, Natasha, Nicole, Nikki, Olivia, Patricia, Paula, Pauline, "
        "Phoebe, Poppy, Rachel, Rebecca, Rosie, Rowena, Roxanne, Ruby, Ruth, Sabrina, Sally, Samantha, Sarah, Sasha, "
        "Scarlett, Selina, Shannon, Sienna, Sofia, Sonia, Sophia, Sophie, Stacey, Stephanie, Suzanne, Summer, Tanya, "
        "Tara, Teagan, Theresa, Tiffany, Tina, Tracy, Vanessa, Vicky, Victoria, Wendy, Yasmine, Yvette, Yvonne, Zoe"),
    "british_M": _t(
        "Aaron, Adam, Adrian, Aiden, Alan, Alex, Alexander, Alfie, Andrew, Andy, Anthony, Archie, Arthur, Barry, Ben, "
        "Benjamin, Bradley, Brandon, Bruce, Callum, Cameron, Charles, Charlie, Chris, Christian, Christopher, Colin, "
        "Connor, Craig, Dale, Damien, Dan, Daniel, Darren, Dave, David, Dean, Dennis, Dominic, Duncan, Dylan, Edward, "
        "Elliot, Elliott, Ethan, Finley, Frank, Fred, Freddie, Gary, Gavin, George, Gordon, Graham, Grant, Greg, Harley, "
        "Harrison, Harry, Harvey, Henry, Ian, Isaac, Jack, Jackson, Jacob, Jake, James, Jamie, Jason, Jayden, Jeremy, "
        "Jim, Joe, Joel, John, Jonathan, Jordan, Joseph, Joshua, Karl, Keith, Ken, Kevin, Kieran, Kyle, Lee, Leo, Lewis, "
        "Liam, Logan, Louis, Lucas, Luke, Mark, Martin, Mason, Matthew, Max, Michael, Mike, Mohammed, Muhammad, Nathan, "
        "Neil, Nick, Noah, Oliver, Oscar, Owen, Patrick, Paul, Pete, Peter, Philip, Quentin, Ray, Reece, Riley, Rob, "
        "Ross, Ryan, Samuel, Scott, Sean, Sebastian, Stefan, Stephen, Steve, Theo, Thomas, Tim, Toby, Tom, Tony, Tyler, "
        "Wayne, Will, William, Zachary, Zach"),
    "british_L": _t(
        "Adams, Allen, Anderson, Bailey, Baker, Bell, Bennett, Brown, Butler, Campbell, Carter, Chapman, Clark, Clarke, "
        "Collins, Cook, Cooper, Cox, Davies, Davis, Edwards, Ellis, Evans, Fox, Graham, Gray, Green, Griffiths, Hall, "
        "Harris, Harrison, Hill, Holmes, Hughes, Hunt, Hunter, Jackson, James, Johnson, Jones, Kelly, Kennedy, Khan, "
        "King, Knight, Lee, Lewis, Lloyd, Marshall, Martin, Mason, Matthews, Miller, Mitchell, Moore, Morgan, Morris, "
        "Murphy, Murray, Owen, Palmer, Parker, Patel, Phillips, Powell, Price, Reid, Reynolds, Richards, Richardson, "
        "Roberts, Robertson, Robinson, Rogers, Rose, Ross, Russell, Saunders, Scott, Shaw, Simpson, Smith, Stevens, "
        "Stewart, Taylor, Thomas, Thompson, Turner, Walker, Walsh, Ward, Watson, White, Wilkinson, Williams, Wilson, "
        "Wood, Wright, Young"),
    "nz_X": _t(
        "Aaria, Adam, Aimee, Alex, Alice, Allan, Amanda, Amy, Andrea, Anita, Anne, Antony, Arthur, Ataahua, Bailey, "
        "Belinda, Bernard, Blair, Brendon, Brian, Bridget, Bronwyn, Bruce, Caitlyn, Cameron, Carol, Casey, Charlie, "
        "Cherie, Chloe, Christine, Claudia, Colin, Corey, Crystal, Daniel, David, Deborah, Denise, Desmond, Diane, "
        "Donald, Douglas, Eden, Elizabeth, Eric, Faith, Francis, Gail, Gary, Geoffrey, Gerard, Glen, Glenys, Graeme, "
        "Gregory, Hannah, Hayden, Helen, Hope, Ihaia, Isaac, Ivan, Jade, Jan, Janice, Jasmine, Jeffrey, Jeremy, Jessie, "
        "Joan, Jocelyn, Jonathon, Josephine, Judith, Junior, Kahurangi, Kaitlin, Karen, Katelyn, Katie, Kay, Kellie, "
        "Kelvin, Kevin, Kimberley, Kora, Kyle, Laura, Leanne, Leonie, Liam, Lindsay, Lois, Lucas, Lydia, Lynn, Maddison, "
        "Malcolm, Manawa, Margaret, Marie, Mark, Mason, Matthew, Max, Melanie, Michael, Mikaere, Mitchell, Monique, "
        "Mārama, Natasha, Neville, Nicholas, Nigel, Noel, Olivia, Pamela, Patrick, Pauline, Philip, Phoebe, Rachelle, "
        "Raymond, Renée, Richard, Robin, Rodney, Rory, Ross, Rui, Ryan, Sam, Sapa'u, Scott, Shania, Sharon, Sheryl, "
        "Simon, Sophie, Stephen, Stuart, Tai, Tamara, Tangaroa, Tara, Taylor, Te Aroha, Teresa, Tia, Tina, Tracey, "
        "Trevor, Tyla, Vanessa, Vincent, Warren, William, Zachary"),
    "nz_L": _t(
        "Smith, Williams, Wilson, Johnson, Martin, Thompson, Thomas, Harris, Ryan, Kelly, Davis, Evans, Green, Jackson, "
        "Patel, Lewis, Phillips, Mitchell, Davies, Cox, Garden, Johnston, Smyth, Doherty, Quinn, Mclaughlin, Murray, "
        "Robertson, Scott, Reid, Ross, Watson, Morrison, Griffiths, Rees, Owen, Moss, Adams, Bahringer, Barrows, "
        "Bartoletti, Bauch, Bayer, Beatty, Beier, Bergstrom, Bogan, Bosco, Boyer, Braun, Carter, Casper, Champlin, Cole, "
        "Collins, Conroy, Cormier, Cronin, Cruickshank, Damore, Dare, Dickens, Donnelly, Douglas, Durgan, Emard, Erdman, "
        "Fadel, Farrell, Feeney, Ferry, Flatley, Gleason, Goldner, Grant, Greenholt, Gutmann, Hahn, Hammes, Hane, Harber, "
        "Harvey, Heaney, Heller, Hermiston, Hettinger, Hill, Howe, Hudson, Hyatt, Jacobs, Jerde, Keeling, Kessler, "
        "Kirlin, Koch, Kohler, Kovacek, Kris, Kulas, Kutch, Lang, Larkin, Leannon, Li, Lockman, Lynch, Marks, Mayer, "
        "McDermott, Maclean, MacPherson, McLeod, McKenzie, MacKenzie, Miller, Monahan, Mueller, Nader, Nicolas, "
        "O'Connell, O'Hara, Olson, Parisian, Reilly, Rice, Rohan, Rowe, Rutherford, Sauer, Schmitt, Schroeder, Shields, "
        "Spencer, Stark, Swift, Tremblay, Turcotte, Walsh, Ward, Weber, West, Wilkinson, Windler, Henare, Parata, "
        "Taumata, Ka'ai, Tamahori, Arahanga, Vainu'upo, Tagaloa, Iosefo, Taule'alo, Wang, Zhang, Liu, Huang, Yang, Xu"),
    "southafrican_X": _t(
        "Abbi, Abel, Abigail, Agmad, Alexandra, Alexi, Ally, Amahle, Amber, Ammaarah, Amogelang, Amos, Andre, Anita, "
        "Anmari, Anneke, Anthony, Armand, Arnauld, Ashley, Ashwin, Aurelia, Bandile, Banele, Bella, Beth, Bianca, "
        "Bokamoso, Brendan, Brett, Buhle, Caitlin, Calvin, Cameron, Candice, Caressa, Chantelle, Charlotte, Chloë, "
        "Christina, Christopher, Claire, Claudia, Courtney, Cullen, Daniel, Danielia, Danielle, Declan, Devlin, Duncan, "
        "Ebrahim, Elijah, Elizabeth, Elvis mbuya, Emershan, Emily, Emma, Emmanuel, Erin, Ethan, Eugene, Ferdinand, "
        "Francois, Frans, Gabriel, Gavin, Gemma, Godwin, Gugulethu, Haajarah, Hannah, Iminathi, Is-haque, Isaac, Jade, "
        "James holly mwase, James, Jandre, Jayden, Jemondre, Jennifer, Jess, Joanna, Jodi, Joshua, Juan, Junior, Justine, "
        "Kamogelo, Karabou, Kauthar, Kayla, Kayleigh, Keagan, Kendal, Khayone, Kim, Kimberley, Kirsten, Kungawo, "
        "Laetitia, Laila, Laiq, Lanchesester, Lara, Lawrence, Leah, Lee-Ann, Lerato, Leroux, Lesedi, Lesego, Lethabo, "
        "Liberty, Lily, Lisa, Logan, Luke, Lungelo, Malaika, Maria, Marita, Matthew, Mbali, Megan, Melissa, Meyer Bosman, "
        "Mia, Michael, Mikayla, Minenhle, Mishka, Momo, Mounir, Mpho, Mpu, Munashe, Natalie, Ndumiso, Neil, Nicholas, "
        "Nicole, Niel, Nqobile, Ntokozo, Ofentse, Ole, Oliver, Olivia, Patrick, Princess, Rachel, Raven, Reiner, René, "
        "Rethabile, Retief, Reuben, Ricardo, Ronald, Ruben, Ruth, Ryan, Saajidah, Sameera, Sarah, Savannah, Sego, Seth, "
        "Shane, Sharon, Sikhumbuzo, Simoné, Siyabonga, Spectra, Stan, Sylvester, Taahir, Tajah, Talia, Tanja, Tasneem, "
        "Ted, Thabani, Thandolweth, Thato, Theolin, Thomas, Tshegofatso, Vaness, Vanessa, William, Winslo, Xavier, Yash, "
        "Zam, Zama, Zenzo, Zoe"),
    "southafrican_L": _t(
        "Abraham, Adams, Ahmed, Alexander, Ally, Andrews, Antoinette, Arthur, Baker, Barnard, Beck, Benade, Berry, Bhana, "
        "Blake, Booyens, Bosman, Bouwer, Bredenkamp, Britz, Bruce, Burgess, Calitz, Caroline, Cecilia, Charmaine, "
        "Christie, Claasen, Cloete, Coetzer, Combrinck, Cooper, Crafford, Crous, Daniel, Davies, De Beer, Desai, Dickson, "
        "Dlamini, Douglas, Duma, Ebrahim, Elliott, Engelbrecht, Essop, Faber, Fernandes, Forbes, Fouche, Frank, Fritz, "
        "Geldenhuys, Geyer, Goliath, Gounden, Govindsamy, Greeff, Griffin, Grove, Hamilton, Harding, Hart, Hassen, Hayes, "
        "Henderson, Herbst, Heunis, Hlongwane, Holtzhausen, Horne, Hugo, Immelman, Jackson, James, Jappie, Johan, Jonas, "
        "Jordaan, Joyce, Kay, Kent, Khumalo, Kisten, Klopper, Kock, Kotze, Kritzinger, Kunene, Landsberg, Laubscher, "
        "Leach, Leonard, Lewis, Lombard, Lottering, Louise, Lucas, Mabasa, Macdonald, Magrietha, Maistry, Maleka, "
        "Mamabolo, Mare, Maritz, Martins, Masemola, Mathe, Matthysen, Mbhele, Mclean, Meyer, Michelle, Minnie, "
        "Mngomezulu, Moeketsi, Mokone, Moloto, Moolman, Morgan, Moss, Motsepe, Msomi, Mudau, Munro, Murugan, Naidoo, "
        "Naude, Neethling, Newman, Ngobese, Nicholson, Nkabinde, Norman, Ntuli, October, Oliver, Osman, Palmer, Paruk, "
        "Patricia, Payne, Pereira, Peterson, Phillip, Pieters, Porter, Precious, Prinsloo, Rabe, Rajah, Raubenheimer, "
        "Reed, Rheeder, Richter, Roberts, Rogers, Rossouw, Rudolph, Saayman, Samuels, Scheepers, Schroeder, Seedat, "
        "Shabangu, Sheik, Sibisi, Simpson, Slabber, Smith, Solomons, Stander, Steenekamp, Stephens, Steyn, Storm, "
        "Subramoney, Swart, Tau, Theart, Thomas, Trollip, Turner, Van Der Merwe, Venter, Verwey, Visagie, Voges, Wagner, "
        "Walters, Watt, Weideman, Wessels, Whitehead, Wilkinson, Williamson, Wood, Young, Zondo"),
    "yoruba_X": _t(
        "Adedayo, Chukwu, Emmanuel, Yusuf, Chinedu, Muyiwa, Wale, Chizoba, Chinyere, Temitope, Chiamaka, Obioma, Aminat, "
        "Sekinat, Kubura, Damilola, Bukola, Johnson, Akande, Akanni, Tope, Titi, Emeka, Uzodimma, Akunna, Buchi, Ikenna, "
        "Azubuike, Ifeanyichukwu, Ifeoma, Adaugo, Adaobi, Danjuma, Musa, Yakubu, Fatima, Habiba, Kubra, Sumayyah, Zainab, "
        "Rasheedah, Aminu, Adegoke, Adeboye, Funmilayo, Funmilade, Olufunmi, Sname, Tobiloba, Tomiloba, Toluwani, "
        "Titilayo, Titilope, Kemi, Damilare, Olaide, Makinwa, Toke, Rotimi, Onome, Efe, Abisola, Abisoye, Chisom, "
        "Cherechi, Onoriode, Ifunanya, Simisola, Bankole, Mohammed, Tari, Ebiere, Ayebatari, Ebiowei, Esse, Isioma, Lola, "
        "Lolade, Augustina, Shalewa, Shade, Omolara, Gbeminiyi, Gbemisola, Jadesola, Omawunmi, Olumide, Oluwunmi, Ayinde, "
        "Chimamanda, Abimbola, Remilekun, Jolayemi, Ireti, Banji, Alade"),
    "yoruba_L": _t(
        "Tella, Ademayowa, Sabdat, Ayomide, Yussuf, Ayisat, Oyebola, Oluwanisola, Adeniyan, Olubukola, Adewale, Mayowa, "
        "Emmanuel, Ajakaiye, Mobolaji, Adeoluwa, Ajose-adeogun, Omowale, Abiola, Aremu, Ismail, Olawale, Atanda, "
        "Olasunkanmi, Taiwo, Bamisebi, Aderinsola, David, Egbochukwu, Ebubechukwu, Miracle, Ekwueme, Onyinyechukwu, "
        "Isokun, Adesina, Mustapha, Ladega, Olumide, Kayode, Leonard, Adaobi, Uchechi, Mogbadunade, Oluwatosin, Grace, "
        "Nojeem, Sekinat, Omolara, Chidinma, Maryjane, Ogunwande, Olubunmi, Agnes, Osuagwu, Elizabeth, Obianuju, Oyelude, "
        "Aminat, Odunayo, Peter, Chibuike, Sylvester, Salami, Oluwaseyi, Agboola, Abodunrin, Isreal, Ademola, Akintade, "
        "Katherine, Oluwaseun, Aligbe, Isaac, Amaechi, Bello, Adewura, Latifat, Ehigiator, Kimberly, Onohinosen, Elebiyo, "
        "Ndukwu, Ngozi, Clare, Ogunbanwo, Olufeyikemi, Okonkwo, Makuachukwu, Obiageli, Oladeji, Abiodun, Wilcox, "
        "Tamunoemi, Iyalla, Adegboye, Akeem-omosanya, Muinat, Wuraola, Nwuzor, Christian, Akerele, Samuel, Sanusi, "
        "Olutola, Mutiat, Adebayo, Habeeb, Temitope, Adegoke, Joshua, Omobolaji, Adewunmi, Gbogboade, Adeyemo, Funmilayo, "
        "Afunku, Oyinkansola, Maryam, Aigbiniode, Tolulope, Onose, Babalola, Olaoluwa, Yaqub, Nwogu, Chidozie, Chibike, "
        "Mukaram, Afolabi, Gbadamosi, Saheed, Opeyemi, Jimoh, Jamiu, Babatunde, Motalo, Omobolanle, Sarah, Okunola, "
        "Oluwashina, Olasunkanmi-fasayo, Wasiu, Ayobami, Busari, Segunmaru, Aderonke, Hanifat, Balogun, Sulaimon, "
        "Oladimeji, Oluwakemi"),
    "ugandan_L": _t(
        "Abayisenga, Agaba, Ahebwe, Aisu, Akankunda, Akankwasa, Akashaba, Akashabe, Ampumuza, Ankunda, Asasira, Asiimwe, "
        "Atuhe, Atuhire, Atukunda, Atukwase, Atwine, Aurishaba, Badru, Baguma, Bakabulindi, Bamwiine, Barigye, Bbosa, "
        "Bisheko, Biyinzika, Bugala, Bukenya, Buyinza, Bwana, Byanyima, Byaruhanga, Ddamulira, Gamwera, Ijaga, Isyagi, "
        "Kaaya, Kabanda, Kabuubi, Kabuye, Kafeero, Kagambira, Kakooza, Kalumba, Kanshabe, Kansiime, Kanyesigye, Kareiga, "
        "Kasekende, Kasumba, Kateregga, Katusiime, Kawooya, Kawuki, Kayemba, Kazibwe, Kibirige, Kiconco, Kiganda, "
        "Kijjoba, Kirabira, Kirabo, Kirigwajjo, Kisitu, Kitovu, Kityamuwesi, Kivumbi, Kiwanuka, Kyambadde, Lunyoro, "
        "Mbabazi, Migisha, Mugisa, Mugisha, Muhwezi, Mukalazi, Mulalira, Munyagwa, Murungi, Mushabe, Musinguzi, Mutabuza, "
        "Muyambi, Mwesige, Mwesigye, Nabasa, Nabimanya, Nankunda, Natukunda, Nayebare, Nimukunda, Ninsiima, Nkoojo, "
        "Nkurunungi, Nuwagaba, Nuwamanya, Nyeko, Obol, Odeke, Okumu, Okumuringa, Opega, Orishaba, Osiki, Ouma, Rubalema, "
        "Rusiimwa, Rwabyoma, Tamale, Tendo, Tizikara, Tuhame, Tumusiime, Tumwebaze, Tumwesigye, Tumwiine, Turyasingura, "
        "Tusiime, Twasiima, Twesigomwe, Wasswa, Wavamuno, Were"),
    "pakistani_X": _t(
        "Hamza, Harris, Ehtisham, Zuhaib, Nadeem, Younas, Zahoor, Nizam, Iftikhar, Kashif, Zohaib, Saeed, Wakeel Khan, "
        "Quddus, Tabraiz, Wasi, Suleman, Akbar, Sajjad, Sarmad, Zulqarnain, Sunny, Sattar, Khurshid, Ahmed, Tariq, Sarim "
        "Hayat, Rashid, Zubair, Sultan, Nauman, Imran, Usman, Ilyas, Saghar, Ali, Dawood, Zeeshan, Amjad, Naveed, Safeer, "
        "Muzaffar, Saqlain, Maqsood, Moheem, Amir, Saqib, Vakeel, Malik, Sikandar, Junaid, Mehr, Jamal, Taufeeq, Shakoor, "
        "Wasim, Siddiq, Shams, Salahuddin, Fayaz, Zaeem, Shan, Khan, Adnan, Shamsher, Mumtaz, Yahya, Uzaif, Noman, Mian, "
        "Aleem, Ghayoor, Taj, Zahid, Tanvir, Shakir, Sohail, Sabir, Tauseef, Rahman, Aqib, Salman, Hamid, Najib, Sadaqat, "
        "Haroon, Fahid, Subhan, Shakeel, Hammad, Muhammad, Jabbar, Aamir Saleem, Tauqeer, Razzaq, Shahzad, Latif, Raja "
        "Zohaib, Karim, Mustafa, Sarwar, Sarfraz, Sagheer, Mustansar, Mohammad, Sadiq, Amin, Mahmood, Zareef, Fahad, "
        "Yawar, Ishaq, Khushal, Murtaza, Farrukh, Abbas, Idrees, Masood, Daniyal, Zia, Mubashar, Wasay, Zakir, Bashir, "
        "Jarrar, Yar, Zakaria, Sahir, Ahsan, Haji, Babar, Sheraz, Ghous, Mohsin, Azad, Farooq, Ghafoor, Abrar, Haider, "
        "Omar, Wazir, Shuja, Chaudhary, Asad, Mudassar, Altaf, Wajid, Wahid, Ajmal, Rizwan"),
    "pakistani_L": _t(
        "Jutt, Khan, Butt, Mughal, Bhatti, Sindho, Virk, Dar, Nambardar, Qazi, Gujjar, Iqbal, Adil, Ali Raza, Azam, "
        "Zarnosh Khan, Riaz, Farid, Asim, Uzair, Tahir, Saud, Hasan, Muhammad, Tehsin, Sher, Ahmed, Tufail, Faisal, "
        "Shujaat, Shehzad, Sharjeel, A Haq Ansari, Kabir, Sheharyar, Safdar, Talat, Jalal, Hussain, Anwar, Hafeez, Ash, "
        "Rameez, Badar, Javed"),
    "indian_F": _t(
        "Saanvi, Aadya, Kiara, Diya, Pihu, Prisha, Ananya, Fatima, Myra, Sarah, Aarohi, Aaradhya, Aarya, Sri, Pari, Anvi, "
        "Riya, Siya, Kavya, Ayesha, Anika, Anaya, Advika, Aditi, Maryam, Riddhi, Meera, Aanya, Ahana, Aayra, Sai, Maria, "
        "Samaira, Swara, Princess, Navya, Jia, Isha, Avani, Sophia, Kyra, Shreya, Ira, Aadriti, Amyra, Yazhini, Vanya, "
        "Nisha, Mishka, Nitara, Angel, Mary, Mahira, Aarushi, Sanaya, Maithreyi, Manya, Drishya, Kashvi, Inaaya, Ishika, "
        "Aavya, Aadhira, Anshika, Misha, Mia, Michelle, Ishani, Veda, Tania, Shanaya, Reeva, Trisha, Hayaa, Vedanshi, "
        "Tia, Sahana, Vrinda, Sana, Shivanya, Pranavi, Naira, Manasvi, Aradhana, Mishti, Nitya, Dhvani, Ayat, Elizabeth, "
        "Divija, Eleanor, Gabriella, Emma, Zoe, Maahi, Aarna, Disha, Vaishnavi, Saira, Zara"),
    "indian_M": _t(
        "Mohammed, Reyansh, Aarav, Atharv, Vivaan, Advik, Ansh, Ishaan, Dhruv, Siddharth, Vihaan, Arjun, Aarush, Shaurya, "
        "Viaan, Rayan, Ahmad, Advait, Ayansh, Kabir, Sai, Jayden, Yuvaan, Anay, Vedant, Joshua, Ayaan, Pranav, David, "
        "Ahaan, Noah, Jay, Daniel, Aaron, Dev, Ruhaan, Kavin, Hridaan, Raghav, Viraj, Rudra, Aryan, Ryan, Abdul, Johan, "
        "Ram, Kiaan, Arhaan, Yash, Naksh, Aaditya, John, Nihal, Advit, Elijah, Jaxon, Kush, Om, Shiv, Shreyan, Rishaan, "
        "Saathvik, Avik, Rudransh, Darsh, Ivaan, Vedansh, Nathan, Liam, Jason, Krishiv, Abhinav, Ezekiel, Divit, "
        "Divyansh, Daksh, Mithran, Avi, Avyaan, Arya, Arnav, Shivansh, Veer, Shriyansh, Anish, Kiyansh, Surya, Neil, Yug, "
        "Shlok, Shaashwat, Parth, Luke, Armaan, Aayush, Mivaan, Pranit, Ved, Nivaan, Leo"),
    "indian_L": _t(
        "Acharya, Agarwal, Khatri, Ahuja, Anand, Laghari, Patel, Reddy, Bakshi, Anthony, Babu, Arya, Balakrishnan, "
        "Banerjee, Burman, Bhatt, Basu, Bedi, Varma, Dara, Dalal, Chowdhury, Chabra, Chadha, Chakrabarti, Chawla, "
        "Ahluwalia, Amin, Apte, Datta, Deol, Deshpande, Dewan, Lal, Kohli, Mangal, Malhotra, Jha, Joshi, Kapadia, Iyer, "
        "Jain, Khanna, Grover, Kaur, Kashyap, Gokhale, Ghosh, Garg, Dhar, Gandhi, Ganguly, Gupta, Das, Chopra, Dhawan, "
        "Dixit, Dubey, Haldar, Kapoor, Khurana, Kulkarni, Madan, Bajwa, Bhasin, Chandra, Chauhan, Deshmukh, Dayal, "
        "Dhillon, Goswami, Goel, Mallick, Mahajan, Kumar, Mani, Gill, Mannan, Biswas, Batra, Bawa, Mehta, Mukherjee, "
        "Saxena, Zacharia, Shah, Ray, Rao, Purohit, Parekh, Thakur, Singh, Sharma, Seth, Sachdev, Ranganathan, Puri, "
        "Pandey, Naidu, Modi"),
    "singaporean_F": _t(
        "Xiu Yi, Wai Teng, Sing Yee, Jing Yi, Jia Yee, Jia Xuan, Shu En, Pei Ying, Pei Yu, Pih Foung, Li-ann, Shi Xuan, "
        "Yi Xuan, Yi Xin, Hui Juan, Yu En, Yihui, Xin Yi, Yun Xuan, Xuan Xuan, Cheuk Ying, Shiqi, Yujin, Wee Xin, Jing "
        "Xuan, Huishan, Yi Ting, Wei Xuan, Shi Ning, Zi Shan, Jing Ning, Lee Shyin, Yi Ning, Enyi, Siying, Ruitong, Rui "
        "Xuan, Siyun, Xi Xuan, Shuwei, Jie Ying, Hui Jie, Xuan Na, Sze Han, Rou'en, Kaiyi, An Xuan, Enxuan, Yu Xuan, Qi "
        "Qi, Yutong, Jia En, Chee En, Ruining, Lee Ying, Yu Qi, Ke Xuan, Teo Xinyu, Xin Yee, Xuan Ling, Zhi Yi, Yan Tong, "
        "En Qi, Yanling, Sining, Yixuan, Zu'er, Ying Le, Qinyi, Li Min, Yi Ling, Xu Tong, Ser Shyann, Teng Ee, Miao Yun, "
        "Yng Qi, Xuan Yi, Yi Shan, Rui Tian, Ruishan, Kai Le, Le Xuan, Yu Tong, Kai Qi, Xuan Rong, Wen Xin, Si Xuan, Ying "
        "Xin, Tong En, Xinhui, Qingyi, En Hui, Yunwen, Zi Xuan, Kai En, Ann Ting, Yu Xin, Ting Loh, Jia Yi, Min Wen, Jia "
        "Jia, Ke Xin, Yuxuan, Xin Ling, Lizi, Tschi-xuan, Yu Chen, Yi Lea, Ziyu, Tay Ting, Yingbi, See-yi, Fang'en, Chze "
        "Xuan, Xue Ying, Wenyan, Zi Yuan, Bei'en, Yuxi, Rei En, Yitong, Kaiting, Shu Wen, Wenxuan, Hui Xuan, Wan Ying, "
        "Rui-han, Weining, Jia'en, Hann-yi, Cze En, Zhiyu, Yen Yee, Ling Xuan, Si Ying"),
    "singaporean_M": _t(
        "Jin Quan, Wen Jun, Jun Jie, Cheng Han, Tze-Kwang, Jin Leong, Zi Liang, Zhi Ren, Chee Hin, Guo Jun, Kai Jie, Kun "
        "Qiang, Jun Kiat, Yong Zheng, Yong Jun, Chit Boon, You Ren, Wen Zhong, Yang Shun, Qi Guang, Kang Soon, Wee Heng, "
        "Kah Yang, Siew Beng, Jia Woei, Chean Meng, Wai Kay, Keng Hua, Yew Meng, Cheng Wen, Jiun Wei, Yee Sian, Shao "
        "Hong, Bin Shen, Wing Yiu, Ee Hong, Yu Pyn, Yong Sheng, Jun Peng, Jia Jie, Guang Yi, Si Heng, Wei Hou, Kang "
        "Sheng, Hong Ern, Jia Liang, Wei Lip, Wee Chen, Wee Leng, Yu Xi, Ming Yang, Wen Hao, Siang Meng, Mong Li, Ghim "
        "Huat, Jun Yi, Jie Kai, Zhiming, Wei Jie, Teng Qing, Wei Jian, Wei Kwan, Chee Chin, Chun Mun, Ming Hui, Chuan "
        "Yeong, Yee Jen, Sin Tian, Jun Hao, Wai Kit, Zhi Wei, Yan Han, Guo Qiang, Juin Wen, Jun Wei, Jia Jun, You Ming, "
        "Kok Keng, Jing Hui, Yi Hui, Peck Seng, Yu Ming, Yan Ming, Wang Jie, Wei Xiang, Jian Yu, Kah Seng, Li Heng, Shao "
        "Quan"),
    "singaporean_L": _t(
        "Tan, Lim, Lee, Ng, Ong, Wong, Goh, Chua, Chan, Koh, Teo, Ang, Yeo, Tay, Ho, Low, Toh, Sim, Chong, Chia, Fong, "
        "Leong, Chow, Ou, Li, Gan, Chai, Choo, Goy, Phua, Thio, Chin, Neo, Khoo, Wee, Kok, Lai, Soh, Lin, Liew, Ko, Oh, "
        "Peh, Lam, Au, Seah, Boey, Lau, Pang, Lye, Quah, Yong, Lui, Lum, Seow, Loh, Chew, Mok, Lew, Chee, Loo, Gn, Tang, "
        "Yap, Wan, Yee, Yip, Tey, Ow, Liu, Tham, See, Woo, Heng, Leow, Chen, Foo, Poh"),
    "polish_X": _t(
        "Aaron, Adam, Agaton, Albert, Alfred, Anatol, Antoni, Arkady, Archibald, Arseniusz, Baldwin, Benedykt, Bertrand, "
        "Brajan, Cezary, Krystian, Klarencjusz, Konrad, Kornel, Korneli, Damian, Dawid, Demetriusz, Dorian, Edmund, "
        "Efrem, Eleazar, Emanuel, Eugeniusz, Fabian, Franciszek, Gedeon, Jerzy, Gilbert, Gwido, Henryk, Hilary, Hubert, "
        "Igor, Hipolit, Erwin, Izydor, Jeremiasz, Joachim, Jonatan, Jozue, Justyn, Wawrzyniec, Laurencjusz, Leonard, "
        "Łukasz, Magnus, Marek, Mateusz, Maksymilian, Modest, Natan, Nazary, Mikołaj, Oleg, Orestes, Ansgary, Pantaleon, "
        "Patrycy, Piotr, Platon, Porfiry, Prokul, Randolf, Rajmund, Ryszard, Roger, Roman, Samson, Salwator, Sergiusz, "
        "Sylwester, Salomon, Szczepan, Terencjusz, Tymoteusz, Walentyn, Walery, Witalis, Błażej, Walgierz, Wilhelm, "
        "Ksenofont, Ada, Agnieszka, Aida, Alina, Angela, Angelina, Antonina, Aurora, Berta, Karolina, Katarzyna, "
        "Krystyna, Klementyna, Koralia, Dina, Edyta, Elżbieta, Emilia, Eudoksja, Ewa, Ferdynanda, Gabriela, Gracja, "
        "Helena, Ida, Irma, Jakubina, Żaneta, Józefina, Julita, Cyra, Larysa, Laurentyna, Liliana, Lilia, Ludwika, Łucja, "
        "Amabela, Małgorzata, Marianna, Martyna, Matylda, Michalina, Natalia, Nina, Oliwia, Paula, Penelopa, Rachela, "
        "Regina, Róża, Ruta, Sara, Sylwia, Stefania, Tamara, Teodora, Walentyna, Wiara, Wirginia, Bibianna, Ksawera"),
    "polish_L": _t(
        "Adamczak, Adamiec, Andrzejczak, Bagiński, Banasik, Bartczak, Bednarek, Białek, Bielski, Bilski, Bogusz, Bożek, "
        "Buczkowski, Bukowski, Błaszczak, Chmura, Chudzik, Ciesielski, Cybulski, Czapla, Czekaj, Dec, Domański, "
        "Drozdowski, Dudek, Dziedzic, Dębowski, Fijałkowski, Flis, Frączek, Gajda, Gawroński, Golec, Grabowski, Gruszka, "
        "Grześkowiak, Gutowski, Górecki, Gąsior, Hajduk, Jabłoński, Jakubiak, Janik, Janowski, Jarosz, Jaśkiewicz, "
        "Jurkowski, Jędrzejczyk, Kaczmarski, Kaleta, Kaniewski, Karwowski, Kawa, Kiełbasa, Kmiecik, Kolasa, Konopka, Kos, "
        "Kot, Kowalczyk, Kozak, Kołodziej, Krakowiak, Krupa, Krzyżanowski, Kubiak, Kuc, Kuczyński, Kulig, Kurowski, "
        "Kwieciński, Kłosowski, Lech, Lewicki, Lipski, Maciąg, Majcher, Malec, Marciniak, Markiewicz, Matusiak, Mazurek, "
        "Małek, Michalski, Mika, Milczarek, Miśkiewicz, Mroczek, Murawski, Napierała, Niedźwiecki, Nowacki, Nowicki, "
        "Olszewski, Ostrowski, Pakuła, Paszkowski, Pawlikowski, Piechota, Pietrzyk, Piwowarczyk, Pluta, Porębski, "
        "Przybył, Płonka, Rak, Rogalski, Rosiak, Rudziński, Rybarczyk, Sadowski, Sienkiewicz, Siwek, Skowron, Skóra, "
        "Sobieraj, Sokół, Sołtysiak, Stachura, Stankiewicz, Stefaniak, Stolarski, Surma, Szczepanik, Szczygieł, Szostak, "
        "Szymański, Sławiński, Tkaczyk, Tomczyk, Turek, Urbaniak, Walkowiak, Wesołowski, Wilczyński, Witkowski, Wnuk, "
        "Wojtczak, Wolski, Wróbel, Wójcicki, Węgrzyn, Zagórski, Zaremba, Zawadzki, Zięba, Łapiński, Łukaszewski, "
        "Świerczyński, Żuk"),
    "turkish_F": _t(
        "Ada, Esma, Emel, Ebru, Şahnur, Ümran, Sinem, İrem, Rüya, Ece, Burcu, Buse"),
    "turkish_M": _t(
        "Ahmet, Ali, Alp, Armağan, Atakan, Aşkın, Baran, Bartu, Berk, Berkay, Berke, Bora, Burak, Canberk, Cem, Cihan, "
        "Deniz, Efe, Ege, Emir, Emirhan, Emre, Ferid, Göktürk, Görkem, Güney, Kağan, Kerem, Koray, Kutay, Mert, Onur, "
        "Ogün, Polat, Rüzgar, Sarp, Serhan, Toprak, Tuna, Türker, Utku, Yağız, Yiğit, Çınar, Derin, Meriç, Barlas, "
        "Dağhan, Doruk, Çağan"),
    "turkish_L": _t(
        "Abacı, Abadan, Aclan, Adal, Adan, Adıvar, Akal, Akan, Akar, Akay, Akaydın, Akbulut, Akgül, Akışık, Akman, "
        "Akyürek, Akyüz, Akşit, Alnıaçık, Alpuğan, Alyanak, Arıcan, Arslanoğlu, Atakol, Atan, Avan, Ayaydın, Aybar, "
        "Aydan, Aykaç, Ayverdi, Ağaoğlu, Aşıkoğlu, Babacan, Babaoğlu, Bademci, Bakırcıoğlu, Balaban, Balcı, Barbarosoğlu, "
        "Baturalp, Baykam, Başoğlu, Berberoğlu, Beşerler, Beşok, Biçer, Bolatlı, Dalkıran, Dağdaş, Dağlaroğlu, Demirbaş, "
        "Demirel, Denkel, Dizdar, Doğan, Durak, Durmaz, Duygulu, Düşenkalkar, Egeli, Ekici, Ekşioğlu, Eliçin, "
        "Elmastaşoğlu, Elçiboğa, Erbay, Erberk, Erbulak, Erdoğan, Erez, Erginsoy, Erkekli, Eronat, Ertepınar, Ertürk, "
        "Erçetin, Evliyaoğlu, Fahri, Gönültaş, Gümüşpala, Günday, Gürmen, Ilıcalı, Kahveci, Kaplangı, Karabulut, "
        "Karaböcek, Karadaş, Karaduman, Karaer, Kasapoğlu, Kavaklıoğlu, Kaya, Keseroğlu, Keçeci, Kılıççı, Kıraç, "
        "Kocabıyık, Korol, Koyuncu, Koç, Koçoğlu, Koçyiğit, Kuday, Kulaksızoğlu, Kumcuoğlu, Kunt, Kunter, Kurutluoğlu, "
        "Kutlay, Kuzucu, Körmükçü, Köybaşı, Köylüoğlu, Küçükler, Limoncuoğlu, Mayhoş, Menemencioğlu, Mertoğlu, "
        "Nalbantoğlu, Nebioğlu, Numanoğlu, Okumuş, Okur, Oraloğlu, Orbay, Ozansoy, Paksüt, Pekkan, Pektemek, Polat, "
        "Poyrazoğlu, Poçan, Sadıklar, Samancı, Sandalcı, Sarıoğlu, Saygıner, Sepetçi, Sezek, Sinanoğlu, Solmaz, Sözeri, "
        "Süleymanoğlu, Tahincioğlu, Tanrıkulu, Tazegül, Taşlı, Taşçı, Tekand, Tekelioğlu, Tokatlıoğlu, Tokgöz, Topaloğlu, "
        "Topçuoğlu, Toraman, Tunaboylu, Tunçeri, Tuğlu, Tuğluk, Türkdoğan, Türkyılmaz, Tütüncü, Tüzün, Uca, Uluhan, "
        "Velioğlu, Yalçın, Yazıcı, Yetkiner, Yeşilkaya, Yıldırım, Yıldızoğlu, Yılmazer, Yorulmaz, Çamdalı, Çapanoğlu, "
        "Çatalbaş, Çağıran, Çetin, Çetiner, Çevik, Çörekçi, Önür, Örge, Öymen, Özberk, Özbey, Özbir, Özdenak, Özdoğan, "
        "Özgörkey, Özkara, Özkök, Öztonga, Öztuna"),
    "indonesian_F": _t(
        "Adinda, Alisa, Amalia, Ambar, Aminah, Anggi, Anggra, Ani, Anisa, Aprilia, Ariyani, Ayu, Banowati, Bella, "
        "Carissa, Chandra, Cintana, Cut, Dahlia, Dara, Debi, Dewanti, Dina, Dona, Eka, Elvira, Eni, Erlita, Evi, Fanny, "
        "Fatimah, Fauziah, Febina, Fitri, Gabriela, Galuh, Gianti, Halimah, Hani, Hilda, Ida, Ike, Indah, Indri, Intan, "
        "Irma, Ita, Jasinta, Jessica, Julia, Juminten, Kadek, Kamila, Karolina, Kikan, Kinanti, Komala, Kristina, Laila, "
        "Lani, Lena, Leticia, Lies, Lina, Lisa, Lulu, Lutfia, Maesaroh, May, Melisa, Mira, Mita, Munaroh, Muryati, Najma, "
        "Nani, Nike, Nilam, Norma, Novianti, Nur, Nuri, Oktaviani, Oktavita, Parwati, Pevita, Prasetyani, Priganti, "
        "Puitika, Puti, Rahma, Raisa, Rania, Rere, Rina, Riri, Risna, Sandra, Sarah, Sari, Sinta, Soraya, Tania, Tasya, "
        "Teti, Tina, Titi, Tuti, Ully, Usmaini, Vanny, Vina, Voni, Warda, Widia, Widyawati, Yanti, Yasinta, Yuyun, Zahra"),
    "indonesian_M": _t(
        "Abdul, Abidin, Adang, Aditya, Ageng, Agus, Alan, Andi, Andri, Antonio, Arfan, Bagas, Bayu, Bimo, Burhan, "
        "Chairil, Coki, Dani, Darmadi, Dedi, Dendi, Dodi, Edi, Edwin, Eki, Eri, Fadli, Fahreza, Fajrul, Felix, Feri, "
        "Fitrianto, Gafar, Gatot, Gibran, Guntur, Hadi, Hakim, Hari, Hasto, Hendra, Hengki, Herman, Husni, Ichsan, Ilyas, "
        "Indra, Ivan, Jamal, Jaya, Johan, Jono, Jumadi, Kardah, Karmadi, Khoir, Krisna, Krisyanto, Kusuma, Lanang, Luki, "
        "Lulung, Mahdi, Maman, Mario, Miko, Munir, Nanang, Naufal, Novan, Nurdin, Oki, Ongki, Pardi, Parto, Pepen, "
        "Priadi, Putra, Qutub, Raden, Raja, Randi, Rendra, Ridwan, Rio, Romli, Roni, Rusman, Sadewo, Saiful, Sapto, "
        "Sendi, Soleh, Sukarno, Sunaryo, Syahrul, Syauqi, Teguh, Teuku, Tino, Tohir, Toni, Tri, Tukino, Umar, Utomo, "
        "Viki, Wahono, Waluyo, Wibowo, Wijaya, Wirawan, Yakub, Yanto, Yayat, Yono, Yudha, Yusak, Zainal, Zakky"),
    "indonesian_L": _t(
        "Abdillah, Aderlina, Adrianti, Afrilia, Agustiani, Akmalia, Alhamdu, Amaliyah, Andaru, Andriani, Anggiyani, "
        "Anistasari, Anugerah, Aprilianti, Apriyanti, Arfandy, Aristian, Asmoro, Audeane, Bachrun, Bambang, Belinda, "
        "Bimosekti, Busthomi, Cempaka, Chelvia, Christoper, Damanik, Desianuri, Dhimas, Dwintha, Ekarianti, Emprit, "
        "Euisnawati, Fadlyansyah, Fajriah, Farhani, Fauziah, Febriyanto, Fikriyah, Fitrianingsih, Fransisca, Gathot, "
        "Gucciano, Gutilani, Hamengku, Hantari, Harfiani, Haryandi, Hendratno, Hermansyah, Hidayah, Husaini, Indrahayu, "
        "Irmasari, Ismawati, Jamaludin, Jonatan, Junaedi, Kandidah, Kemuning, Khoirunnisa, Komaryana, Kuntadi, "
        "Kusumasari, Laksmilusia, Lembayung, Lismaiyeni, Lunasti, Maharany, Makalew, Mardhotillah, Marshelly, Masfufah, "
        "Mayoshi, Meliani, Meylissa, Monalisa, Muhajirin, Muliati, Mursalin, Mustofa, Nainggolan, Negoro, Nirmala, "
        "Noviani, Nugraha, Nurdiani, Nurhidayat, Nurmalina, Nurullita, Oktarini, Palembang, Pariana, Permatahati, "
        "Pradanna, Pramesh, Prasetya, Pratiwi, Prihantoro, Pujiyanto, Purnita, Puspitarini, Rachmana, Rahmadani, "
        "Rahmiany, Ramadhanty, Rantika, Renanto, Richard, Rinaldi, Rizkita, Rohmatulloh, Rosmayani, Rurihandayani, "
        "Sahidah, Sanjoyo, Sarasita, Sarujih, Sefiana, Septiana, Setiana, Setyawati, Shintia, Silvinita, Sitorus, "
        "Soviana, Suciadi, Sugianto, Sujiati, Sumayya, Supriadi, Suryaningtyas, Sutaprawira, Sya'bani, Syaifudin, "
        "Syefiyani, Taripartio, Tohpati, Tyastika, Vernandy, Wahyudin, Wibisono, Widiawati, Wijayanto, Winduwiro, Wiyoto, "
        "Yudhistira, Yuliyanti, Zainnatu"),
    "senegalese_F": _t(
        "Abibatou, Aby, Adama, Adji, Aïcha, Aïssatou, Alima, Alinesiitowe, Aloendisso, Ama, Aminta, Amina, Arame, "
        "Assietou, Ata, Awa, Awentorébé, Banel, Bigué, Binta, Binette, Borika, Boury, Bousso, Codou, Coudouution, "
        "Coumboye, Daba, Daka, Défa, Dewene, Diakher, Dialikatou, Diariatou, Diary, Dieourou, Diouma, Djébou, Djeynaba, "
        "Djilane, Fabala, Fadima, Fama, Farmata, Fatou, Fily, Garmi, Gnilane, Gouya, Guissaly, Hawa, Holèl, Kankou, "
        "Karimatou, Kéwé, Khadija, Khady, Khary, Khoudia, Khoumbaré, Korka, Laf, Léna, Lissah, Mada, Madjiguène, Mahawa, "
        "Mamina, Manthita, Mariama, Mane, Mayatta, Mbarou, Mbissine, Mingue, Mouskéba, Nafi, Ndella, Ndiarenioul, Ndiaty, "
        "Ndioba, Ndioro, Néné, Neyba, Ngosse, Nguissaly, Niali, Ningou, Niouma, Ouly, Oumou, Oumy, Penda, Raki, "
        "Ramatoulaye, Rokhaya, Roughy, Safiétou, Safi, Sahaba, Salamata, Sarratou, Sawdiatou, Sell, Seyni, Siga, Sira, "
        "Soda, Sofietou, Souadou, Soukeyna, Tacko, Tening, Téwa, Thiomba, Thioro, Tocka, Toly, Yadicone, Yandé"),
    "senegalese_M": _t(
        "Abba, Abdou, Abdourahmane, Abou, Aïnina, Alassane, Alfousseyni, Alioune, Amadou, Amath, Anta, Arona, Aziz, "
        "Babacar, Badou, Baila, Ballago, Banta, Bassirou, Becaye, Biram, Biry, Bodiel, Boubou, Bouly, Bransan, Chérif, "
        "Dame, Daour, Diakhou, Dialegueye, Dicory, Dierry, Diokine, Djibril, Doudou, Elimane, Fadel, Famara, Fatel, "
        "Fodié, Galaye, Gorgui, Goundo, Hadiya, Hammel, Iba, Idrissa, Ismaïl, Isshaga, Jamuyon, Kalidou, Kambia, Karamo, "
        "Khadim, Khamby, Khoudia, Koutoubo, Lamp, Latif, Lémou, Leyti, Loumboul, Macky, Madické, Mactar, Mahécor, Malal, "
        "Malaw, Mallé, Mansour, Mapaté, Massar, Mbagnick, Mbar, Médoune, Modou, Mor, Moussa, Ndane, Ndiaga, Ndiawar, "
        "Ndiogou, Ngagne, Nguénar, Niokhor, Nouha, Omar, Oumar, Ousseynou, Papis, Racine, Saër, Saïdou, Salif, Saloum, "
        "Samsidine, Sankoun, Sédar, Semou, Seyba, Seydou, Sidy, Sihalébé, Socé, Solal, Souleymane, Souty, Talla, Tayfor, "
        "Tété, Thione, Tidjane, Wagane, Wandifing, Woury, Yafaye, Yerim, Yoro, Youssou"),
    "senegalese_L": _t(
        "Badji, Badiatte, Biagui, Bassène, Bodian, Coly, Diamacoune, Diatta, Diadhiou, Diédhiou, Diémé, Djiba, Ehemba, "
        "Goudiaby, Himbane, Mané, Manga, Sagna, Sambou, Sonko, Tamba, Tendeng, Gomis, Vieira, Carvalho, Mendy, Preira, "
        "Correia, Sylva, Da Sylva, Fernandez, Da Costa, Bakhoum, Diop, Diagne, Gaye, Gueye, Ndiour, Samb, Baloucoune, "
        "Bandiacky, Boissy, Diompy, Dupa, Kabely, Kaly, Kassoka, Kayounga, Keny, Malack, Malèle, Malomar, Malou, Mandika, "
        "Mandiouban, Mantanne, Mbampassy, Médou, Minkette, Nabaline, Nadiack, Napel, Ndecky, Ndeye, Ntab, Nzale, "
        "Panduppy, Samy, Boubane, Bonang, Bianquinch, Bindian, Bendian, Bapinye, Bidiar, Bangar, Sadio, Lopez, Marques, "
        "Ndiaye, Diouf, Ndong, Senghor, Faye, Dior, Dione, Seye, Diongue, Sene, Dieye, Sarr, Diaher, Bop, Kitane, Kital, "
        "Acc, Aïdara, Athie, Aw, Ba, Baldé, Barro, Barry, Bathily, Bousso, Camara, Cissé, Dia, Diamanka, Diallo, Diaw, "
        "Fassa, Fofana, Gadio, Galadio, Kâ, Kane, Maal, Mbow, Ly, Sall, Seydi, Sow, Sy, Sylla, Tall, Thiam, Wane, Yock, "
        "Amar, Babou, Diakhoumpa, Goumbala, Saady, Sabara, Sougou, Sougoufara, Tandini, Touré, Diandy, Cissoko, "
        "Coulibaly, Dabo, Doumbia, Doumbouya, Diabang, Diabira, Diakité, Dansokho, Diakho, Diarra, Diawara, Djimera, "
        "Dramé, Doucouré, Gakou, Gandega, Kanté, Kanouté, Keïta, Koïta, Konaté, Niangane, Sakho, Sawane, Sidibé, Sissoko, "
        "Soumaré, Tandjigora, Timera, Traoré, Wagué, Yatéra, Demba, Dembelé, Diack, Dieng, Fall, Gningue, Hanne, Kassé, "
        "Lèye, Marone, Mbathié, Mbaye, Mbengue, Mbodj, Mbodji, Mboup, Ndao, Ndaw, Ndour, Niane, Niang, Niass, Niasse, "
        "Pouye, Sock, Taye, Thiongane"),
    "filipino_L": _t(
        "Abad, Abracosa, Acebedo, Acuesta, Aguilar, Alba, Alcantar, Alicante, Alcaraz, Alejandro, Alvarez, Ancheta, "
        "Arabejo, Arce, Armas, Artesano, Austria, Azarcon, Barcelona, Barerra, Barrientos, Belleza, Belloso, Benavides, "
        "Bermudo, Blanco, Borje, Buenaventura, Buendia, Bustamante, Cabrera, Canencia, Cachuela, Carrasco, Castro, "
        "Cayetano, Cereza, Cerinza, Chavez, Corporal, Cordoba, Cuenca, Cruz, Cuevas, del, de la Torre, de Leon, "
        "Desiderio, Diaz, Domingo, Dulce, Dueñas, Elizalde, Ereve, Escaño, España, Estillore, Estrella, Evangelista, "
        "Fandiño, Flores, Francisco, Galindez, Galvez, Garcia, Gomez, Gonzalez, Goyena, Guevarra, Gutierrez, Hernandez, "
        "Herrera, Hontiveros, Inarez, Infanta, Ira, Jabillo, Javier, Labrador, Laranang, Lavares, Legaspi, Lindo, Lopez, "
        "Madrid, Magallanes, Marcelo, Malano, Manjon, Martinez, Manzano, Mencion, Mendoza, Mercadejas, Miedes, Mipa, "
        "Monceda, Monteloyola, Monteverde, Monzon, Muñoz, Murcialego, Nañez, Núñez, Naval, Navidad, Nievez, Olaguer, "
        "Ordenes, Osorio, Palmones, Pante, Patajo, Paz, Perez, Pelota, Pojas, Portugal, Quezada, Ramientos, Ramirez, "
        "Recio, Relleve, Reoja, Rivera, Rodriguez, Roncesvalles, Rosario, Roxas, Ruedas, Salvador, Santos, Segismundo, "
        "Silvestre, Subijano, Tejada, Torrealba, Valle, Veterano, Ventura, Villaecija, Villamar, Villanueva, Villosillo, "
        "Yllana, Zafra, Abaygar, Abrogar, Adona, Agbayani, Almazan, Alupay, Amora, Baal, Baldedara, Balignasay, "
        "Barrometrog, Biglang-Awag, Bongalos, Butil, Cabigas, Calapatia, Canumay, Casicas, Cawayan, Cayubyub, Chincuanco, "
        "Cuyegkeng, Dacudao, Dahil-Dahilg, Daplas, Dimaguibag, Dinlayan, Divero, Dumalahay, Cedidomutila, Galitg, Gatan, "
        "Gubatg, Dinguinbayan, Humilde, Ilaban, Kalawakang, Kaunlarang, Kulubotg, Labasang, Lacro, Lemoncito, Limcuando, "
        "Luso-Luso, Macaraeg, Madlambayan, Magan, Magbantayg, Magday, Maglikian, Magos, Magpulongg, Mahiyag, Makadaang, "
        "Manansala, Marapao, Makisigg, Maputig, Maliitg, Matiyagag, Mangsinco, Murro, Labuguen, Limbaco, Limuaco, "
        "Luansing, Ongpauco, Otogan, Paca, Panonce, Paragili, Pecore, Pilapil, Pinagbuklodg, Pinagpalag, Relano, Sariwa, "
        "Salem, Sarte, Sinagtala, Siapuatco, Simsuangco, Songcuya, Supsup, Syjuco, Subrabas, Tagaan, Tala, Talongg, "
        "Tambuatco, Tanjutco, Tansiongco, Tiangco, Tubog, Tugonon, Tumulakg, Tupaz, Quiblat, Quindipan, Quibuyen, "
        "Uytengsu, Vital, Vivas, Yaptinchay"),
    "spanish_F": _t(
        "María Carmen, María, Carmen, Josefa, Ana María, Isabel, María Pilar, María Dolores, Laura, María Teresa, Ana, "
        "Cristina, María Ángeles, Marta, Francisca, Antonia, María Isabel, María José, Dolores, Lucía, Sara, Paula, María "
        "Luisa, Elena, Pilar, Concepción, Raquel, Rosa María, Manuela, Mercedes, María Jesús, Rosario, Beatriz, Juana, "
        "Teresa, Julia, Nuria, Silvia, Encarnación, Irene, Alba, Patricia, Montserrat, Andrea, Rosa, Rocío, Mónica, María "
        "Mar, Alicia, Ángela, Sonia, Sandra, Marina, Susana, Yolanda, Natalia, Margarita, María Josefa, María Rosario, "
        "Eva, Inmaculada, Claudia, María Mercedes, Ana Isabel, Esther, Noelia, Carla, Verónica, Sofía, Ángeles, Carolina, "
        "Nerea, María Victoria, María Rosa, Eva María, Amparo, Míriam, Lorena, Inés, María Concepción, Ana Belén, María "
        "Elena, Victoria, María Antonia, Daniela, Catalina, Consuelo, Lidia, María Nieves, Celia, Alejandra, Olga, "
        "Emilia, Gloria, Luisa, Ainhoa, Aurora, María Soledad, Martina, Fátima, María Cristina, Esperanza, Clara, "
        "Milagros, Josefina, Virginia, Vanesa, María Luz, Purificación, Lourdes, Adriana, Blanca, Begoña, María Belén, "
        "Isabel María, Estefanía, Elisa, María Begoña, Magdalena, María Asunción, Gema, María Paz, Araceli, Belén, "
        "Matilde, Asunción, María Lourdes, Vicenta, María Esther, Remedios, Tamara, Elvira, Trinidad, Laia, Soledad, "
        "Natividad, Paloma, Gemma, Rebeca, Vanessa, Almudena, Mireia, María Cruz, Emma, Ascensión, María Inmaculada, "
        "Valeria, Noemí, Ariadna, María Amparo, Felisa, Nieves, Rafaela, Tania, María Eugenia, Adela, Noa, Aitana, "
        "Carlota, Jésica, Diana, Amalia, Amelia, Juana María, Valentina, Leire, María Rocío, Carmen María, Ramona, "
        "Ainara, Leonor, Joaquina, Elisabet, Lara, Leticia, Bárbara, Mariana, Guadalupe, Cecilia, Petra, Judith, Juliana, "
        "Ester, María Magdalena"),
    "spanish_M": _t(
        "José, Manuel, Francisco, David, Juan, José Antonio, Javier, José Luis, Daniel, Francisco Javier, Jesús, Carlos, "
        "Alejandro, Miguel, José Manuel, Rafael, Pedro, Miguel Ángel, Ángel, Pablo, José María, Fernando, Sergio, Luis, "
        "Jorge, Alberto, Juan Carlos, Álvaro, Juan José, Diego, Adrián, Raúl, Juan Antonio, Iván, Enrique, Rubén, Ramón, "
        "Vicente, Óscar, Andrés, Joaquín, Juan Manuel, Santiago, Eduardo, Víctor, Mario, Roberto, Jaime, Francisco José, "
        "Ignacio, Marcos, Alfonso, Jordi, Salvador, Ricardo, Emilio, Hugo, Guillermo, Gabriel, Julián, Julio, Marc, "
        "Tomas, José Miguel, Gonzalo, Agustín, José Ramón, Félix, Nicolás, Joan, Martín, Ismael, Cristián, Samuel, Aitor, "
        "Juan Francisco, Josep, Héctor, Mariano, Domingo, José Carlos, Alfredo, Sebastián, Iker, César, Felipe, Alex, "
        "Lucas, José Ángel, José Ignacio, Víctor Manuel, Luis Miguel, Rodrigo, Gregorio, José Francisco, Juan Luis, "
        "Xavier, Albert, Lorenzo, Esteban, Cristóbal, Antonio José, Pau, Borja, Arturo, Mateo, Eugenio, Aarón, José "
        "Javier, Juan Miguel, Antonio Jesús, Jesús María, Isaac, Francisco Manuel, Eric, Germán, Joel, Ashier, Valentín, "
        "Pedro José, Jonathan, Abel, José Vicente, Izan, Mikel, Moisés, Sergi, Juan Ramón, Christian, Unai, Darío, "
        "Adolfo, Juan Pedro, Íñigo, Manuel Jesús, Isidro, Benito, Gerard, Ernesto, Jon, Bruno, Bernardo, Pol, Miquel, "
        "Gerardo, Israel, Omar, Antonio Manuel, Carmelo, Oriol, Arnau, Federico, Pascual, Eloy, Francesc, Marco, Jesús "
        "Manuel, José Alberto, Juan Jesús, Bartolomé, Josep María, Luis Alberto, Marcelino, Antonio"),
    "spanish_L": _t(
        "García, González, Rodríguez, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, "
        "Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, Gutiérrez, Navarro, Torres, Domínguez, Vázquez, Ramos, "
        "Ramírez, Serrano, Blanco, Molina, Morales, Suárez, Ortega, Delgado, Castro, Ortiz, Rubio, Marín, Sanz, Nuñez, "
        "Iglesias, Medina, Garrido, Cortes, Castillo, Santos, Lozano, Guerrero, Cano, Prieto, Méndez, Calvo, Gallego, "
        "Herrera, Márquez, León, Vidal, Peña, Flores, Cabrera, Campos, Vega, Fuentes, Carrasco, Diez, Reyes, Caballero, "
        "Nieto, Aguilar, Pascual, Santana, Herrero, Montero, Lorenzo, Hidalgo, Giménez, Ferrer, Durán, Santiago, Benítez, "
        "Vargas, Mora, Vicente, Arias, Carmona, Crespo, Román, Pastor, Soto, Sáez, Velasco, Moya, Soler, Parra, Esteban, "
        "Bravo, Gallardo, Rojas, Pardo, Merino, Franco, Espinosa, Rivera, Rivas, Izquierdo, Camacho, Casado, Silva, "
        "Arroyo, Redondo, Vera, Rey, Galán, Luque, Ríos, Montes, Sierra, Otero, Segura, Carrillo, Mendoza, Marcos, "
        "Soriano, Martí, Bernal, Robles, Vila, Valero, Palacios, Expósito, Macías, Varela, Benito, Guerra, Andrés, "
        "Roldan, Contreras, Mateo, Bueno, Villar, Pereira, Miranda, Guillén, Mateos, Escudero, Aguilera, Casas, Aparicio, "
        "Rivero, Menéndez, Padilla, Beltrán, Calderón, Gálvez, Rico, Salas, Jurado, Gracia, Conde, Acosta, Abad, Aranda, "
        "Plaza, Bermúdez, Quintana, Salazar, Guzmán, Blázquez, Roca, Santamaría, Manzano, Costa, Villanueva, Miguel, "
        "Trujillo, Serra, Cuesta, Ávila, Rueda, Tomás, Pacheco, de la Fuente, Mesa, Simón, Escobar, del Río, Lázaro, "
        "Pons, Sancho, Luna, Millán, Alarcón, Zamora, Castaño, Blasco, Salvador, Bermejo, Maldonado, Paredes, "
        "Ballesteros, Valverde"),
    "mexican_F": _t(
        "Adriana, Argelia, Aida, Aidee, Alba, Alejandra, Alicia, Ana, América, Anabel, Andrea, Anahí, Araceli, Angélica, "
        "Ángela, Aurora, Abigail, Abril, Adelina, Aidé, Alma, Alondra, Amanda, Azucena, Aura, Auréa, Balbina, Beatriz, "
        "Brenda, Blanca, Bárbara, Belén, Benita, Berenice, Bertha, Brianda, Carla, Catalina, Cecilia, Celia, Citlali, "
        "Claudia, Cristal, Cristina, Carolina, Casandra, Carmen, Camila, Clara, Clementina, Constanza, Delia, Dulce, "
        "Diana, Dania, Daniela, Denisse, Dora, Elba, Elia, Eréndira, Eva, Edith, Elena, Elisa, Elsa, Elvira, Emilia, "
        "Emma, Erica, Esmeralda, Eunice, Fabiola, Fátima, Fernanda, Flor, Frida, Francisca, Gabriela, Georgina, "
        "Geraldine, Gina, Guadalup, Gladis, Heidi, Hanna, Hilda, Helena, Iliana, Imelda, Irene, Iris, Iraida, Ivette, "
        "Ivonne, Ingrid, Irma, Isabel, Itzel, Jaqueline, Juana, Judith, Jazmín, Jezabel, Jimena, Josefina, Jovana, Julia, "
        "Karla, Katya, Karen, Karina, Laura, Leticia, Lilia, Liliana, Lirio, Lorena, Lucero, Luz, Leslie, Luisa, Lucía, "
        "Lisette, Marina, Mariana, María, Margo, Mayra, Mayte, Marisol, Marisa, Marcela, Maricela, Mariel, Melina, "
        "Miriam, Montserrat, Marcia, Margarita, Magali, Mara, Mirna, Mónica, Martha, Marlene, Matilde, Norma, Nayeli, "
        "Natalia, Nancy, Nadia, Nohemí, Nuria, Obdulia, Olga, Olivia, Oliva, Paola, Paula, Petra, Priscila, Paloma, "
        "Pamela, Perla, Paz, Paulina, Raquel, Rebeca, Rosa, Rocío, Roxana, Ramona, Rosario, Rubí, Ruth, Rita, Sandra, "
        "Sara, Selene, Selma, Silvia, Sofía, Susana, Sonia, Tania, Tatiana, Teresa, Tamara, Úrsula, Verónica, Viridiana, "
        "Vanesa, Viviana, Virginia, Vera, Wendy, Xiomara, Xóchitl, Yadira"),
    "mexican_M": _t(
        "Aaron, Abraham, Adán, Adolfo, Adrián, Agustín, Alan, Alberto, Aldo, Alejandro, Alfonso, Alonso, Andrés, Ángel, "
        "Apolinar, Armando, Arturo, Abel, Antonio, Ariel, Arquímides, Axel, Aurelio, Augusto, Arnulfo, Aníbal, Anselmo, "
        "Amado, Amador, Baltazar, Benito, Benjamin, Braulio, Bruno, Bernardo, Benancio, Carlos, Carmelo, César, "
        "Christian, Clemente, Cosme, Cuauhtemoc, Daniel, David, Darío, Diego, Domingo, Donato, Demetrio, Eder, Edgar, "
        "Eduardo, Eliseo, Erick, Efraín, Ezequiel, Elías, Elvis, Emanuel, Eugenio, Emilio, Emiliano, Enrique, Ernesto, "
        "Fernando, Francisco, Fabián, Florente, Felipe, Félix, Fidel, Feliciano, Fausto, Fabricio, Fermín, Gerardo, "
        "Germán, Gibrán, Guadalupe, Gregorio, Giovani, Genaro, Gil, Gustavo, Hazael, Héctor, Hilario, Herminio, Horacio, "
        "Hugo, Humberto, Heriberto, Homero, Ignacio, Irving, Isaac, Ismael, Igor, Iván, Israel, Isidro, Jesús, Jaime, "
        "Jerónimo, Javier, Jorge, José, Josué, Juan, Jacinto, Jacobo, Julián, Joel, Joaquín, Juventino, Kevin, Leonardo, "
        "León, Luis, Leonel, Manuel, Marcel, Miguel, Marco, Martín, Mario, Marcelo, Marcelino, Margarito, Marvin, Mauro, "
        "Mauricio, Maximiliano, Moisés, Nabor, Néstor, Nicanor, Nicandro, Norberto, Nicolás, Noé, Odín, Octavio, Olaf, "
        "Oscar, Oliver, Omar, Otilio, Oswaldo, Osiel, Orlando, Pablo, Pedro, Patricio, Pánfilo, Pascual, Quetzalcóatl, "
        "Rafael, Ramón, René, Rigoberto, Roberto, Rodolfo, Rodrigo, Ramsés, Raúl, Román, Rubén, Roque, Roger, Rolando, "
        "Rogelio, Salvador, Sebastián, Santiago, Sergio, Samuel, Saúl, Silverio, Silvio, Simón, Seferino, Tomás, "
        "Temístocles, Teodoro, Ubaldo, Ulises, Uriel, Vicente, Víctor, Valentín, Vladimir, Victoriano, Wilberto, "
        "Wilfredo, Xavier, Yael, Yordi, Yoshio"),
    "mexican_L": _t(
        "Acevedo, Acosta, Aguilar, Altamirano, Alvarado, Ávila, Arroyo, Alva, Aréchiga, Álamos, Álvarez, Abrín, Aldama, "
        "Arjona, Arredondo, Ballina, Baños, Benítez, Bobadilla, Borja, Barbosa, Baltazar, Bárcenas, Bermúdez, Blanco, "
        "Bairez, Balderas, Brambila, Botello, Barrientos, Barajas, Calderón, Carmona, Caballero, Camacho, Cortés, Colín, "
        "Contreras, Cordero, Cabrera, Cabazos, Canales, Calvario, Cadenas, Castillo, Castellanos, Domínguez, Duarte, "
        "Durazo, Díaz, De, La, Durán, Dueñas, Dávila, Estevez, Elizondo, Escobedo, Echeverría, Espino, Escudero, Estrada, "
        "Enríquez, Figueroa, Fontana, Ferrer, Feregrino, Flores, Fuentes, Fuertes, Fregoso, Franco, Graciado, Gazcón, "
        "Gavito, Galván, Gallegos, Gordillo, Guevara, Guerrero, Góngora, Hidalgo, Higuera, Huesca, Hinojosa, Huerta, "
        "Hurtado, Heredia, Holbein, Ibarra, Irineo, Iniesta, Isunza, Iturbe, Iturbide, Ibargüengoitia, Jardón, Juárez, "
        "Jacinto, Jara, Jorge, Jaramillo, Joya, Jurado, Karrer, Ladrón, Lara, Laurel, Lezama, Legorreta, Linares, Luis, "
        "Lozano, Lomelí, Leyva, León, Lucio, Luna, Limón, Macedo, Mafún, Maldonado, Mancera, Manzano, Márquez, Marín, "
        "Méndez, Mena, Merino, Meza, Miranda, Mondragón, Monroy, Montes, Muñoz, Mota, Morán, Mosqueda, Morales, Mantilla, "
        "Malpica, Meraz, Mineros, Moreno, Mujica, Nájera, Navarrete, Navarro, Nery, Nevárez, Nuncio, Noguera, Noyola, "
        "Nieblas, Núñez, Ocampo, Oca, Ortíz, Ochoa, Orozco, Osio, Olivares, Olvera, Ordaz, Otero, Ovando, Pacheco, "
        "Palacios, Palma, Paz, Patrón, Paredes, Palomares, Peralta, Pedroza, Pascual, Ponce, Pérez, Pulido, Peña, "
        "Peñaloza, Pimentel, Quiñones, Quintero, Quino, Quezada, Ramos, Rendón, Ramírez, Ríos, Rico, Reza, Rayón, Ruiz, "
        "Rojas, Rojo, Román, Rosales, Rodríguez, Rivero, Rivera, Reynaga, Rincón, Rubio, Rueda, Rosas, Roque, Sabugal, "
        "Salas, Salazar, Sandoval, Santos, Sierra, Sifuentes, Sosa, Suárez, Saenz, Salamanca, Salinas, Sambrano, Simbrón, "
        "Servín, Tellez, Tinoco, Tejada, Torres, Tolentino, Tello, Troncoso, Trujillo, Uribe, Uzeta, Ubaldo, Urzúa, Vaca, "
        "Valdivia, Velenzuela, Vélez, Vega, Velázquez, Villa, Villaseñor, Viloria, X, XX, Yáñez, Zepeda, Zúñiga, Zetina, "
        "Zurita"),
    "argentine_F": _t(
        "Abigail, Abril, Adela, Adriana, Agostina, Agustina, Alejandra, Alfonsina, Alicia, Alma, Amalia, Amanda, Ana, Ana "
        "María, Analía, Andrea, Angélica, Antonella, Ayelén, Azul, Bárbara, Beatríz, Belén, Bianca, Briana, Brisa, "
        "Camila, Candela, Carmela, Carmen, Carolina, Catalina, Cecilia, Celeste, Chiara, Clara, Claudia, Clotilde, "
        "Constanza, Daiana, Daniela, Delfina, Dolores, Dora, Elizabeth, Elsa, Elvira, Emma, Ernestina, Estefanía, Estela, "
        "Esther, Eva, Fabiana, Faustina, Felicitas, Fernanda, Fiorella, Flora, Florencia, Francesca, Gabriela, Gisela, "
        "Giselle, Giuliana, Gladys, Gloria, Guadalupe, Guillermina, Haydée, Helena, Inés, Irene, Isabel, Isabella, "
        "Jazmín, Jimena, Josefina, Juana, Julia, Julieta, Justina, Karen, Karina, Lara, Laura, Liliana, Lorena, Lourdes, "
        "Luana, Lucía, Luciana, Lucrecia, Ludmila, Luisina, Luján, Macarena, Magalí, Magdalena, Maia, Maite, Maitena, "
        "Malena, Marcela, Margarita, María, María Belén, María Cristina, María de los Ángeles, María del Carmen, María "
        "del Rosario, María Dolores, María Elena, María Elisa, María Emilia, María Eugenia, María Fabiana, María "
        "Fernanda, María Inés, María Isabel, María José, María Laura, María Luisa, María Luz, María Magdalena, María "
        "Marta, María Mercedes, María Paula, María Paz, María Pilar, María Rosa, María Sol, María Victoria, María "
        "Yolanda, Marianela, Marina, Marta, Martina, Matilde, Mayra, Melina, Mercedes, Mia, Micaela, Milagros, Mirta, "
        "Mónica, Morena, Nadia, Nahiara, Natalia, Nazarena, Nélida, Nelly, Nicole, Noelia, Noemí, Norma, Olivia, Oriana, "
        "Paloma, Pamela, Paola, Patricia, Paula, Paulina, Pia, Pilar, Priscila, Raquel, Regina, Renata, Rita, Rocío, "
        "Romina, Rosa, Sabrina, Sandra, Sara, Silvia, Simona, Sofía, Soledad, Stella Maris, Susana, Teresa, Trinidad, "
        "Uma, Valentina, Valeria, Vanesa, Verónica, Victoria, Vilma, Violeta, Virginia, Ximena, Xiomara, Yamila, Yanina"),
    "argentine_M": _t(
        "Aaron, Adalberto, Adolfo, Adrián, Agustín, Alan, Alberto, Alejandro, Alejo, Alfredo, Álvaro, Amadeo, Andrés, "
        "Ángel, Antonio, Ariel, Armando, Arnaldo, Arturo, Augusto, Baltazar, Bastian, Bautista, Benicio, Benjamín, "
        "Bernardo, Brian, Bruno, Camilo, Carlos, César, Ciro, Cristian, Damián, Daniel, Dante, Darío, David, Diego, Diego "
        "Armando, Domingo, Donato, Dylan, Eduardo, Elías, Eliseo, Emanuel, Emiliano, Emilio, Enrique, Enzo, Eric, "
        "Ernesto, Esteban, Ezequiel, Fabián, Facundo, Fausto, Federico, Felipe, Félix, Fermín, Fernando, Francisco, "
        "Franco, Gabriel, Gael, Gastón, Genaro, Gerardo, Germán, Gerónimo, Gianluca, Gino, Giovanni, Gonzalo, Gregorio, "
        "Guido, Guillermo, Gustavo, Héctor, Hernán, Hugo, Humberto, Ian, Ignacio, Iñaki, Iván, Javier, Jeremías, Joaquín, "
        "Jonathan, Jorge, Jorge Luis, José, José Antonio, José Ignacio, José Luis, José María, José Oscar, Juan, Juan "
        "Alberto, Juan Antonio, Juan Bautista, Juan Carlos, Juan Cruz, Juan David, Juan de Dios, Juan Domingo, Juan "
        "Francisco, Juan Franco, Juan Gabriel, Juan Ignacio, Juan José, Juan Manuel, Juan Martín, Juan Pablo, Juan Román, "
        "Julián, Julio, Julio Argentino, Julio César, Kevin, Laureano, Lautaro, Leandro, León, Leonardo, Leonel, Lionel, "
        "Lorenzo, Luca, Lucas, Luciano, Luis, Luis Alberto, Luis Miguel, Manuel, Marcelo, Marco Antonio, Marcos, Mariano, "
        "Mario, Martín, Mateo, Matías, Mauricio, Maximiliano, Máximo, Miguel, Miguel Ángel, Mirko, Nahuel, Nazareno, "
        "Néstor, Nicolás, Omar, Oscar, Osvaldo, Pablo, Patricio, Pedro, Rafael, Ramiro, Ramón, Raúl, Reinaldo, Renato, "
        "René, Renzo, Ricardo, Roberto, Rodolfo, Rodrigo, Rolando, Román, Rubén, Salvador, Santiago, Santino, Sebastián, "
        "Sergio, Simón, Sixto, Stéfano, Tahiel, Teodoro, Theo, Thiago, Tiziano, Tobías, Tomás, Ulises, Uriel, Valentín, "
        "Valentino, Vicente, Víctor, Víctor Hugo, Víctor Manuel"),
    "argentine_L": _t(
        "Acevedo, Acosta, Acuña, Agüero, Aguilar, Aguirre, Alarcón, Albornoz, Alegre, Alonso, Altamirano, Álvarez, "
        "Andrada, Aranda, Arce, Arias, Avalos, Ayala, Báez, Barbieri, Barrera, Barrios, Bazán, Benítez, Bianchi, Blanco, "
        "Bravo, Brizuela, Bruno, Bustamante, Bustos, Caballero, Cabral, Cáceres, Calderón, Campos, Carabajal, Carrizo, "
        "Caruso, Castillo, Castro, Ceballos, Cejas, Chávez, Colombo, Contreras, Coppola, Córdoba, Coria, Correa, Cortéz, "
        "Costa, Cruz, Cuello, Dalla, Delgado, Díaz, Domínguez, Escobar, Espíndola, Esposito, Fabbri, Fernández, Ferrara, "
        "Ferrari, Ferraro, Ferri, Figueroa, Flores, Fontana, Frías, Fuentes, Funes, Galarza, Galli, Gallo, Galván, Garay, "
        "Gatti, Gauna, Gentile, Gil, Giordano, Godoy, Gómez, González, Greco, Guerrero, Gutiérrez, Guzmán, Hernández, "
        "Herrera, Ibáñez, Ibarra, Jiménez, Juárez, Ledesma, Leguizamón, Leone, Lescano, Lezcano, Lombardi, Lombardo, "
        "López, Lucero, Luna, Maciel, Maldonado, Mamani, Mancini, Mansilla, Mariani, Marini, Marino, Márquez, Martinelli, "
        "Martínez, Martini, Medina, Mendoza, Mercado, Messina, Meza, Miranda, Molina, Montenegro, Monti, Morales, Moreno, "
        "Moretti, Moyano, Navarro, Nieto, Nieva, Núñez, Ojeda, Oliva, Olivera, Orellana, Ortiz, Oviedo, Pacheco, Páez, "
        "Palavecino, Paredes, Paz, Pellegrini, Pereira, Pereyra, Pérez, Ponce, Quintana, Quiroga, Ramírez, Ramos, Reyes, "
        "Ricci, Rinaldi, Ríos, Rivas, Rizzo, Robledo, Robles, Rodríguez, Roldán, Romano, Romero, Rosales, Ruiz, Russo, "
        "Sala, Salas, Sánchez, Sandoval, Santillán, Santoro, Serra, Silva, Soria, Sosa, Soto, Suárez, Tapia, Testa, "
        "Torres, Valdéz, Valenzuela, Vallejos, Vargas, Vázquez, Vega, Velázquez, Vergara, Verón, Villa, Villalba, "
        "Villegas, Vitale, Zalazar, Zapata"),
    "italian_L": _t(
        "Rossi, Bianchi, Verdi, Neri, Martini, Tommasi, Piccolo, Riccardi, Taddei, Segoni, Spinosa, Patrizi, Borgogni, "
        "Licastro, Pacitto, Longo, Corti, Sangiacomo, Mastrogiacomo, Diotaiuti, Martinez, Fontana, Casà, Bertini, "
        "Sabatino, Parente, Esposito, Barbagallo, Adamo, Messineo, Rizzo, Persichetti, Perpiglia, Conchiglia, "
        "Finocchiaro, Coppola, Monachello, Messina, Micchichè, Morelli, Manzari, Marinelli, Fumanti, Gattari, Martorano, "
        "Cantalamessa, Pecora, Grassini, Lonzi, Cupellaro, Carelli, Lionetti, Pocci, Arrigo, Lolli, Santandrea, "
        "Gelsomino, Melegatti, Motta, Alemanga, Olivetti, Ferrari, Ferrero, Piervincenti, Piccolomini, Sangiorgi, "
        "Tirinnanzi, Pitruzzella, Bertola, Canella"),
    "peruvian_F": _t(
        "Abigail, Abril, Adriana, Agustina, Alejandra, Alessandra, Alexa, Allison, Alma, Amanda, Amelia, Ana, Ana Paula, "
        "Ana Sofía, Andrea, Antonella, Antonia, Ariadna, Ariana, Ashley, Bianca, Camila, Carla, Carolina, Catalina, "
        "Clara, Constanza, Daniela, Delfina, Elena, Elizabeth, Emilia, Emily, Emma, Fabiana, Florencia, Fátima, Gabriela, "
        "Guadalupe, Irene, Isabel, Isabella, Isidora, Ivanna, Jazmín, Josefa, Josefina, Juana, Julia, Juliana, Julieta, "
        "Laura, Lola, Luana, Luciana, Lucía, Luna, Magdalena, Maite, Malena, Manuela, Mariana, Mariangel, Martina, María, "
        "María Alejandra, María Camila, María Fernanda, María José, María Paula, Micaela, Michelle, Miranda, Montserrat, "
        "Mía, Nadia, Natalia, Nicole, Oliva, Olivia, Ornela, Paula, Paulina, Rafaela, Rebeca, Regina, Renata, Romina, "
        "Salomé, Samantha, Sara, Silvana, Sofía, Sophie, Valentina, Valeria, Valery, Victoria, Violeta, Zoe, Aitana, Sara "
        "Sofía, Ximena, Jimena"),
    "peruvian_M": _t(
        "Aarón, Adrián, Agustín, Alan, Alejandro, Alex, Alexander, Alonso, Andrés, Anthony, Antonio, Axel, Benjamín, "
        "Bruno, Camilo, Carlos, Christian, Christopher, Cristóbal, Damián, Daniel, Dante, David, Diego, Diego Alejandro, "
        "Dylan, Eduardo, Elías, Emiliano, Emilio, Emmanuel, Esteban, Facundo, Felipe, Fernando, Francisco, Franco, "
        "Gabriel, Gael, Hipólito, Horacio, Hugo, Ian, Ignacio, Isaac, Ivan, Jacobo, Javier, Jerónimo, Jesús, Joaquín, "
        "Jorge, Joshua, Josué, José, Juan, Juan David, Juan Diego, Juan José, Juan Manuel, Juan Martín, Juan Pablo, Juan "
        "Sebastián, Julián, Kevin, Lautaro, Leonardo, Lorenzo, Lucas, Luciano, Luis, Manuel, Mario, Martín, Mateo, "
        "Matthew, Matías, Maximiliano, Miguel, Miguel Ángel, Máximo, Nahuel, Pablo, Pedro, Rafael, Ricardo, Rodrigo, "
        "Samuel, Santiago, Santino, Sebastián, Sergio, Simón, Thiago, Tomas, Valentino, Valentín, Vicente, Bautista, "
        "Hidalgo, Juan Esteban"),
    "peruvian_L": _t(
        "Acevedo, Acuña, Aguilera, Alaniz, Alcala, Alejandro, Alicea, Almaraz, Alonzo, Alvarado, Amaya, Angulo, Aponte, "
        "Araña, Archuleta, Arevalo, Armas, Armijo, Arriaga, Arteaga, Ávila, Baca, Barela, Barrera, Barrios, Beltrán, "
        "Benavídez, Bernal, Blanco, Botello, Briseño, Burgos, Bustos, Cabrera, Calderón, Canales, Cantú, Cardenas, "
        "Carmona, Carrasquillo, Carrillo, Casanova, Casas, Castellanos, Castro, Ceballos, Centeno, Cervantes, Chapa, "
        "Cisneros, Colón, Contreras, Cornejo, Corral, Cortés, Cruz, de Jesús, De La Fuente, De León, Del Río, Domínguez, "
        "Dueñas, Enríquez, Escobar, Espino, Esquibel, Estrada, Feliciano, Fierro, Flores, Franco, Gaitán, Gallardo, "
        "Gálvez, Gaona, Garrido, Gaytán, Godínez, Gonzales, Granado, Grijalva, Guerra, Guevara, Guzmán, Hernádez, "
        "Herrera, Holguín, Ibarra, Jaramillo, Jurado, Leal, León, Linares, López, Lozada, Luján, Madera, Maldonado, "
        "Márquez, Mata, Matos, Mayorga, Mejía, Mena, Menéndez, Mesa, Molina, Montalvo, Montenegro, Montez, Morales, Moya, "
        "Murillo, Nájera, Nava, Nazario, Nieto, Noriega, Ocasio, Ojeda, Olivas, Olmos, Oquendo, Ornelas, Ortega, Otero, "
        "Pacheco, Palacios, Pantoja, Partida, Pedraza, Peña, Peralta, Pérez, Pineda, Ponce, Posada, Prieto, Puga, "
        "Quezada, Quintana, Quiroz, Ramón, Raya, Regalado, Reséndez, Reynoso, Riojas, Rivera, Robles, Rodrígez, "
        "Rodríquez, Roldán, Romo, Rosales, Roybal, Ruiz, Saavedra, Salazar, Saldaña, Salinas, Sanches, Santacruz, "
        "Santiago, Sauceda, Segovia, Serna, Sevilla, Solano, Soliz, Soria, Soto, Tamayo, Tejada, Tello, Tijerina, Toledo, "
        "Tórrez, Treviño, Ulloa, Urías, Vaca, Valdés, Valencia, Valladares, Valles, Varela, Vázquez, Vela, Velázquez, "
        "Venegas, Verduzco, Vigil, Villalobos, Villanueva, Villaseñor, Ybarra, Zamudio, Zarate, Zelaya"),
    "venezuelan_F": _t(
        "Abril, Adriana, Africa, Ainara, Antonia, Alba, Alejandra, Alexandra, Alexia, Alicia, Alma, Ana, Andrea, Ane, "
        "Angela, Anna, Ariadna, Aroa, Bella, Beatriz, Berta, Blanca, Candela, Carla, Carlota, Carmen, Carolina, Celia, "
        "Clara, Claudia, Cristina, Daniela, Diana, Elena, Elsa, Emma, Erika, Eva, Fatima, Gabriela, Helena, Ines, Irene, "
        "Iria, Isabel, Jana, Jimena, Joan, Julia, Laia, Lara, Laura, Leire, Leyre, Lidia, Lola, Lucia, Luna, Luisa, "
        "Manuela, Mar, Mara, Maria, Marina, Marta, Marti, Martina, Mireia, Miriam, Nadia, Nahia, Naia, Naiara, Natalia, "
        "Nayara, Nerea, Nil, Noa, Noelia, Nora, Nuria, Olivia, Ona, Paola, Patricia, Pau, Paula, Raquel, Rocio, Salma, "
        "Sandra, Sara, Silvia, Sofia, Teresa, Valentina, Valeria, Vega, Vera, Victoria, Yaiza, Zulay"),
    "venezuelan_M": _t(
        "Aaron, Adam, Adria, Adrian, Alberto, Aleix, Alejandro, Alex, Alonso, Alvaro, Ander, Andres, Angel, Antonio, "
        "Bruno, Carlos, Cesar, Cristian, Daniel, Dario, David, Domingo, Diego, Eduardo, Enrique, Eric, Erik, Fernando, "
        "Francisco, Francisco Javier, Gabriel, Gonzalo, Guillem, Guillermo, Hector, Hugo, Ian, Ignacio, Isaac, Ismael, "
        "Ivan, Izan, Jaime, Jan, Javier, Jesus, Joel, Jon, Jordi, Jorge, Jose, Juan, Leonardo, Leandro, Leo, Lucas, Luis, "
        "Manuel, Marc, Marco, Marcos, Mario, Martin, Mateo, Miguel, Mohamed, Nicolas, Oliver, Omar, Oswaldo, Oscar, "
        "Pablo, Pedro, Pol, Rafael, Raul, Rayan, Roberto, Rodrigo, Ruben, Samuel, Santiago, Saul, Sergio, Sebastian, "
        "Victor, Yorman"),
    "venezuelan_L": _t(
        "Abad, Abreu, Adame, Aguayo, Alanis, Alcala, Alemán, Alicea, Alonso, Alvarado, Andreu, Antón, Aragón, Arce, "
        "Arevalo, Armendáriz, Arreola, Arteaga, Ayala, Baeza, Banda, Barraza, Barrios, Bañuelos, Benavídez, Bermejo, "
        "Blanco, Borrego, Briseño, Bustamante, Caballero, Cabán, Calero, Camarillo, Cano, Carballo, Carmona, Carrasco, "
        "Carretero, Carrión, Casares, Castaño, Castro, Cazares, Centeno, Cervántez, Chávez, Cobo, Colón, Contreras, "
        "Coronado, Cortes, Cotto, Cuellar, Curiel, Delapaz, Delgadillo, Diez, Duran, "
        "Elizondo, Escobar, Esparza, Espinoza, Esteve, Expósito, Fernández, Flores, Franco, Galarza, Gallegos, Gamboa, "
        "García, Garza, Gimeno, Godínez, Granado, Grijalva, Guerrero, Gutiérrez, Haro, Hernando, Herrero, Holguín, "
        "Ibáñez, Jaime, Jiménez, Juárez, Laureano, Ledesma, Leyva, Lira, Lomeli, Lovato, Lucas, Luevano, Luna, Macias, "
        "Madrigal, Maldonado, Marcos, Martos, Martínez, Mata, Matías, Medrano, Mena, Meraz, Mesa, Miramontes, Molina, "
        "Montañez, Montero, Mora, Moran, Munguía, Muñoz, Naranjo, Navarro, Negrón, Nieves, Núñez, Ojeda, Oliver, Olmos, "
        "Ordoñez, Ornelas, Ortega, Otero, Pacheco, Palacios, Pardo, Partida, Paz, Peláez, Pereira, Pineda, Plaza, Ponce, "
        "Posada, Prieto, Pulido, Quezada, Quiroz, Rael, Rangel, Redondo, Rentería, Reyes, Riera, Rivas, Robles, Rodrigo, "
        "Roig, Roldán, Román, Rosa, Rosas, Ruelas, Ríos, Salazar, Saldivar, Salvador, Sancho, Santana, Sanz, Sedillo, "
        "Serna, Serrato, Simón, Soler, Solís, Sotelo, Sáez, Tamayo, Tejeda, Tijerina, Toro, Treviño, Ulibarri, Ureña, "
        "Vaca, Valdés, Valero, Valles, Vargas, Velasco, Vera, Vicente, Vila, Villalobos, Villareal, Villegas, Véliz, "
        "Zamora, Zarate, Zepeda, Águilar"),
    "ushispanic_L": _t(
        "Abeyta, Acevedo, Adame, Aguayo, Aguirre, Alarcón, Alcaraz, Alfaro, Almaraz, Alonzo, Alvarado, Anaya, Aparicio, "
        "Aragón, Arce, Arenas, Armas, Armijo, Arriaga, Atencio, Avilés, Badillo, Balderas, Bañuelos, Barragán, Barreto, "
        "Batista, Benavídez, Bernal, Blanco, Botello, Briseño, Bustamante, Cabán, Caldera, Camacho, Canales, Caraballo, "
        "Cardona, Carrasco, Carrera, Carrion, Casares, Castañeda, Castro, Ceballos, Centeno, Cervantes, Chavarría, "
        "Cisneros, Colón, Contreras, Cornejo, Corrales, Cortez, Crespo, Curiel, de Jesús, Delao, Delatorre, Delgado, "
        "Díaz, Duarte, Echevarría, Escamilla, Esparza, Espinosa, Esquivel, Fajardo, Ferrer, Flores, Franco, Gaitán, "
        "Gallardo, Gamboa, Garay, Garica, Gastélum, Girón, Gonzales, Gracia, Griego, Guardado, Guevara, Gutiérrez, "
        "Heredia, Hernández, Hinojosa, Hurtado, Irizarry, Jaramillo, Jimínez, Laboy, Leal, Leiva, Leyva, Lira, Lomeli, "
        "Lovato, Lozano, Lugo, Madera, Maestas, Maldonado, Marín, Marroquín, Mateo, Maya, Medrano, Melgar, Méndez, "
        "Mercado, Meza, Mireles, Mondragón, Montañez, Montero, Montoya, Moreno, Munguía, Murillo, Naranjo, Navarro, "
        "Negrón, Nieves, Núñez, Ochoa, Olivas, Olmos, Oquendo, Ornelas, Orta, Otero, Pacheco, Páez, Palomino, Paredes, "
        "Paz, Pelayo, Peralta, Pérez, Pineda, Ponce, Prado, Puente, Quesada, Quiñónez, Quintero, Ramón, Rascón, Regalado, "
        "Reséndez, Reynoso, Ríos, Rivero, Rocha, Rodríguez, Rojo, Romo, Rosales, Roybal, Ruiz, Saiz, Salcedo, Salgado, "
        "Sanabria, Sandoval, Santiago, Sauceda, Segura, Serrano, Sierra, Solís, Solorzano, Soto, Tamayo, Tejada, Tello, "
        "Tijerina, Torres, Trejo, Ulibarri, Ureña, Urrutia, Valdés, Valentín, Valle, Valverde, Vargas, Vega, Velázquez, "
        "Venegas, Verduzco, Vigil, Villalobos, Villarreal, Yáñez, Zamora, Zaragoza, Zayas"),
    "brazilian_F": _t(
        "Abelita, Acelina, Adalgisa, Adalúcia, Adeci, Adelair, Adeliane, Adelita, Adília, Adoração, Aduzinda, Agledy, "
        "Aixa, Albanita, Alcione, Aldenora, Alésia, Aléxis, Aline, Almerinda, Altamira, Alvina, Alzirinda, Amarilis, "
        "Amena, Amorosa, Anaíra, Anastácia, Andreise, Andreza, Anésia, Angelique, Anissa, Antonieta, Ariana, Arlete, "
        "Artur, Athena, Aureliana, Ava, Bartira, Beatriz, Belara, Belinda, Belma, Benedicta, Berengária, Bertha, Bianca, "
        "Bonifácia, Brisa, Cacelina, Cailane, Calícia, Camilly, Carin, Carlota, Carolina, Catarina, Celine, Cíntia, "
        "Cláudia, Conceição, Corina, Cristiana, Daciria, Dagnólia, Daina, Dália, Dalva, Daniela, Darci, Deisily, Dénis, "
        "Deusa, Dilma, Dinara, Dionísia, Domicília, Dores, Dulcineia, Edeilda, Edelvira, Edenilde, Eduarda, Eleanor, "
        "Eliana, Elisa, Elizabete, Elsa, Emília, Érika, Estefani, Estrela, Eunice, Eveline, Fabíola, Felipa, Flávia, "
        "Francisca, Gabrieli, Galdência, Genezia, Geralda, Giana, Girlene, Gladys, Graciela, Guilhermina, Heloísa, "
        "Iasmine, Imaculada, Inês, Iracema, Isabela, Isis, Ivana, Ivonete, Jacinta, Jacqueline, Janecleide, Janina, "
        "Jennifer, Joelly, Josefina, Josuana, Judite, Juraci, Karina, Kayanne, Laira, Lana, Laura, Leana, Leilah, Leona, "
        "Letízia, Lícia, Liliana, Lira, Lola, Lucena, Lucília, Lumena, Luzinira, Maciele, Magali, Maitê, Mara, Mariana, "
        "Marilene, Marise, Marlene, Marta, Maya, Mel, Mercedes, Milagres, Moira, Muriel, Nadir, Naomi, Narcisa, Natasha, "
        "Nazaré, Neli, Neusa, Nídia, Nilza, Noélia, Norlise, Odemar, Olga, Orlandina, Otília, Paola, Penélope, Perólia, "
        "Poliana, Raimunda, Rayane, Regiane, Renê, Romilda, Rosana, Roselane, Rosiane, Rúbia, Sabrina, Samia, Sarah, "
        "Serena, Silene, Sol, Sophie, Suele, Suzana, Taína, Tamára, Tatiana, Tereza, Thuanny, Valdete, Vanda, Vanuza, "
        "Vicenzia, Virgínia, Ximena, Zaira, Zedith, Zilda, Janaína, Mércia, Ana Clara, Ana Sophia, Eloah, Louise, Maria "
        "Clara, Maria Isis, Maria Valentina"),
    "brazilian_M": _t(
        "Abdenago, Abelardo, Abilino, Abinaldo, Abner, Acácio, Aclécio, Adailtom, Adalberto, Adalmir, Adamor, Adeildo, "
        "Adeir, Adelino, Adelson, Ademir, Adilson, Adolphino, Aécio, Afrânio, Agnelo, Aguinaldo, Airton, Alaôr, Albano, "
        "Albino, Aldemir, Alecsandro, Alex, Alexsandro, Alírio, Almerindo, Aloysio, Altino, Álvaro, Amadeu, Amauri, "
        "Américo, Amir, André, Anésio, Aníbal, Antero, Antônio, Aquiles, Aristides, Arnaldo, Aureliano, Ayrton, Baltasar, "
        "Baronildes, Basílio, Belarmino, Belírio, Bendito, Benjamim, Beto, Bosco, Bruno, Caetano, Caio, Calazan, Caleb, "
        "Camerindo, Canuto, Casimiro, Cauã, César, Cirilo, Clementino, Conrado, Cristóvão, Dácio, Dalice, Dalmiro, "
        "Daniel, Dárcio, Delfim, Denzel, Diógenes, Domênico, Dóris, Écio, Éder, Edmir, Edvaldo, Élio, Emanuel, Enzo, "
        "Eric, Estêvão, Evaldo, Evelásio, Fábio, Fausto, Félix, Firmino, Florentino, Francisco, Frederico, Gaspar, "
        "Genésio, Germano, Gilberto, Gonçalo, Gregório, Gustavo, Hélder, Hernâni, Humberto, Irineu, Ismael, Itamar, "
        "Ivanildo, Jackson, Jairo, Jandir, Jason, Jefferson, Jessé, Jesus, Joel, Jonas, José, Juan, Jurandir, Kauã, "
        "Kevin, Lauro, Leonardo, Lineu, Luca, Lúcio, Luiz, Macário, Malvino, Maomé, Marco, Mário, Martim, Matheus, "
        "Maurício, Max, Messias, Milton, Mohamed, Nancy, Neil, Newton, Nilson, Noa, Nonato, Octávio, Omar, Osias, Otávio, "
        "Paco, Patrick, Pedro, Quintino, Raimundo, Ramón, Reginaldo, Ricardo, Robson, Roger, Romário, Ronaldo, Rosemar, "
        "Rúben, Rufino, Salvador, Sansão, Sávio, Sérgio, Sílvio, Sydney, Tales, Telmo, Teobaldo, Thales, Thomaz, Tobias, "
        "Tomaz, Túlio, Ulisses, Valentim, Venâncio, Vílmar, Violante, Vitório, Wagner, Wendel, Wilson, Yuri, Zanir, "
        "Arthur, Deneval, Feliciano, Ígor, Ladislau, Pietro, Tertuliano, Vinicius, Washington, Arthur Gabriel, Calebe, "
        "Davi Luca, Davi Luiz, Enzo Thiago, Gael, João Gabriel, João Luca, João Pedro, João Victor, Lucas Gabriel, Luiz "
        "Henrique, Nathan, Pedro Tobias, Pedro Miguel"),
    "brazilian_L": _t(
        "Albuquerque, Almeida, Alves, Aragão, Araújo, Barbosa, Barros, Batista, Braga, Brito, Caldeira, Campos, Cardoso, "
        "Carvalho, Castro, Cavalcante, Cavalcanti, Costa, da Costa, da Cruz, da Cunha, da Luz, da Mata, da Mota, da Paz, "
        "da Rocha, da Rosa, das Neves, Dias, Duarte, Farias, Fernandes, Ferreira, Fogaça, Franco, Freitas, Gonçalves, "
        "Jesus, Lima, Lopes, Macedo, Martins, Melo, Mendes, Monteiro, Moraes, Moreira, Moura, Nascimento, Nogueira, "
        "Novaes, Nunes, Oliveira, Peixoto, Pinheiro, Pinto, Pires, Porto, Ramos, Reis, Rezende, Ribeiro, Rocha, "
        "Rodrigues, Sales, Santos, Saraiva, Silva, Silveira, Souza, Teixeira, Viana, Xavier, Aguiar, Almada, Álvares, "
        "Ambrósio, Amoreira, Antunes, Aparício, Arantes, Aroeira, Arriaga, Assumpção, Barata, Barreira, Barreto, Barroso, "
        "Bentes, Bernardes, Bittencourt, Bomdia, Bonfim, Bouças, Brites, Brum, Bulhões, Cabreira, Cachoeira, Caldas, "
        "Camacho, Carneiro, Carreira, Carvalheira, Caseira, Casqueira, Castanho, Castelo, Cerqueira, Chaves, Conceição, "
        "Coqueiro, Corrêa, Corte, Coutinho, Crespo, Cruz, Custódio, da Aldeia, da Bandeira, da Barra, da Barranca, da "
        "Fonseca, da Fronteira, da Gama, da Madureira, da Maia, da Nóbrega, da Penha, da Silva, da Silveira, da Terra, da "
        "Veiga, Dantas, Datena, de Assunção, de Borba, de Lara, de Lins, de Oliveira, de Quadros, Diegues, do Prado, "
        "Domingues, Dorneles, dos Reis, Espinheira, Espinhosa, Esteves, Ferraço, Figueira, Filgueira, Fontes, Fontinhas, "
        "Gabeira, Galego, Galvão, Garcês, Garcez, Geraldes, Godinho, Godins, Gomide, Goulart, Grotas, Guedes, Guterres, "
        "Henriques, Hermingues, Hernandes, Jaques, Junqueira, Laranjeira, Leiria, Lessa, Limeira, Lobos, Louzada, "
        "Macieira, Madeira, Mangueira, Marcondes, Marins, Marques, Martim, Matoso, Meira, Meireles, Mendanha, Menendes, "
        "Modesto, Moniz, Monteira, Morais, Moreno, Muniz, Negrão, Neves, Ordonhes, Ornelas, Ouriques, Paes, Paiva, "
        "Palhares, Palmeira, Parreira, Passarinho, Pedroso, Peres, Pimenta, Pinheira, Porteira, Quaresma, Raia, Ramalho, "
        "Rameira, Ramires, Rebouças, Rêgo, Regueira, Resende, Ribas, Ribeira, Rios, Rolim, Roriz, Roseira, Sá, Sais, "
        "Sanches, Santana, Simões, Siqueira, Siqueiro, Soares, Soeira, Solimões, Tavares, Taveira, Teles, Vasques, "
        "Velasques, Veles, Veloso, Vidal, Videira, Vimaranes, Viveiros"),
    "portuguese_F": _t(
        "Maria, Leonor, Matilde, Mariana, Ana, Beatriz, Inês, Lara, Carolina, Margarida, Joana, Sofia, Diana, Francisca, "
        "Laura, Sara, Madalena, Rita, Mafalda, Catarina, Luana, Marta, Íris, Alice, Bianca, Constança, Gabriela, Eva, "
        "Clara, Bruna, Daniela, Iara, Filipa, Vitória, Ariana, Letícia, Bárbara, Camila, Rafaela, Carlota, Yara, Núria, "
        "Raquel, Ema, Helena, Benedita, Érica, Isabel, Nicole, Lia, Alícia, Mara, Jéssica, Soraia, Júlia, Luna, Victória, "
        "Luísa, Teresa, Miriam, Adriana, Melissa, Andreia, Juliana, Alexandra, Yasmin, Tatiana, Leticia, Luciana, "
        "Eduarda, Cláudia, Débora, Fabiana, Renata, Kyara, Kelly, Irina, Mélanie, Nádia, Cristiana, Liliana, Patrícia, "
        "Vera, Doriana, Ângela, Mia, Erica, Mónica, Isabela, Salomé, Cátia, Verónica, Violeta, Lorena, Érika, Vanessa, "
        "Iris, Anna, Viviane, Rebeca, Neuza"),
    "portuguese_M": _t(
        "Rodrigo, João, Martim, Afonso, Tomás, Gonçalo, Francisco, Tiago, Diogo, Guilherme, Pedro, Miguel, Rafael, "
        "Gabriel, Santiago, Dinis, David, Duarte, José, Simão, Daniel, Lucas, Gustavo, André, Denis, Salvador, António, "
        "Vasco, Henrique, Lourenço, Manuel, Eduardo, Bernardo, Leandro, Luís, Diego, Leonardo, Alexandre, Rúben, Mateus, "
        "Ricardo, Vicente, Filipe, Bruno, Nuno, Carlos, Rui, Hugo, Samuel, Álvaro, Matias, Fábio, Ivo, Paulo, Jorge, "
        "Xavier, Marco, Isaac, Raúl, Benjamim, Renato, Artur, Mário, Frederico, Cristiano, Ivan, Sérgio, Micael, Vítor, "
        "Edgar, Kevin, Joaquim, Igor, Ângelo, Enzo, Valentim, Flávio, Joel, Fernando, Sebastião, Tomé, César, Cláudio, "
        "Nelson, Lisandro, Jaime, Gil, Mauro, Sandro, Hélder, Matheus, William, Gaspar, Márcio, Martinho, Emanuel, "
        "Marcos, Telmo, Davi, Wilson"),
    "portuguese_L": _t(
        "Abreu, Almeida, Alves, Amaral, Amorim, Andrade, Anjos, Antunes, Araújo, Assunção, Azevedo, Baptista, Barbosa, "
        "Barros, Batista, Borges, Branco, Brito, Campos, Cardoso, Carneiro, Carvalho, Castro, Coelho, Correia, Costa, "
        "Cruz, Cunha, Domingues, Esteves, Faria, Fernandes, Ferreira, Figueiredo, Fonseca, Freitas, Garcia, Gaspar, "
        "Gomes, Gonçalves, Guerreiro, Henriques, Jesus, Leal, Leite, Lima, Lopes, Loureiro, Lourenço, Macedo, Machado, "
        "Magalhães, Maia, Marques, Martins, Matias, Matos, Melo, Mendes, Miranda, Monteiro, Morais, Moreira, Mota, Moura, "
        "Nascimento, Neto, Neves, Nogueira, Nunes, Oliveira, Pacheco, Paiva, Pereira, Pinheiro, Pinho, Pinto, Pires, "
        "Ramos, Reis, Ribeiro, Rocha, Rodrigues, Santos, Silva, Simões, Soares, Sousa, Sá, Tavares, Teixeira, Torres, "
        "Valente, Vaz, Vicente, Vieira"),
}

# ---------------------------------------------------------------------------- tables written here
_HAND: dict[str, tuple[str, ...]] = {
    "korean_F": _t("Seo-yeon, Ji-woo, Ha-eun, Min-seo, Su-bin, Ye-jin, Eun-ji, Yu-na, Hye-jin, Da-eun, So-young, "
                   "Ji-hye, Na-rae, Bo-ram, Chae-won, Hyo-jung, Mi-kyung, Soo-ah"),
    "korean_M": _t("Min-jun, Do-yun, Seo-jun, Hyun-woo, Ji-hoon, Jae-won, Dong-hyun, Sung-min, Joon-ho, Tae-yang, "
                   "Kyung-soo, Young-ho, Sang-woo, Jin-young, Woo-jin, Seung-hoon"),
    "korean_L": _t("Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Oh, Seo, Shin, Kwon, Hwang, Ahn, "
                   "Song, Yoo, Hong, Jeon, Ko, Moon, Yang, Son, Bae, Baek, Heo, Nam, Noh, Ha, Kwak, Byun, Chun"),
    "chinese_F": _t("Li Na, Mei Ling, Xiu Ying, Jia Hui, Yu Xuan, Xin Yi, Fang, Jing, Hui Min, Wing Yan, Ka Yee, "
                    "Siu Man, Lan, Yan Ting, Shu Fen"),
    "chinese_M": _t("Wei, Hao, Jun, Zhi Wei, Lei, Ming, Qiang, Yong, Jian Guo, Ka Ho, Wai Keung, Chi Ming, "
                    "Zi Hao, Tian, Bo"),
    "chinese_L": _t("Wang, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Zhu, Hu, Guo, He, Luo, Gao, "
                    "Zheng, Liang, Xie, Tang, Deng, Feng, Cao, Peng, Zeng, Cheung, Wong, Chan, Leung, Lau, Yip, Tse"),
    "arabic_F": _t("Layla, Nour, Yasmin, Rania, Salma, Huda, Amira, Dalia, Lina, Mariam, Hana, Samira, Farah, Reem, "
                   "Aya, Ghada, Rasha, Dina, Maha, Nadine"),
    "arabic_M": _t("Omar, Khaled, Youssef, Ahmed, Mahmoud, Karim, Tariq, Samir, Nabil, Rami, Walid, Ziad, Faisal, "
                   "Hamza, Bilal, Fadi, Majed, Sultan, Hisham, Anas"),
    "arabic_L": _t("El-Sayed, Abdel-Rahman, Al-Rashid, Abboud, Hijazi, Barakat, Khatib, Sabbagh, Nassif, Qasim, "
                   "Zoubi, Tamimi, Shami, Kanaan, Hariri, Awad, Fakhoury, Jabbour, El-Khoury, Abu-Ghazaleh, Bitar, "
                   "Daher, Ghanem, Mikati, Sayegh, Rizk, Moussa, Al-Otaibi, Al-Qahtani, Al-Hamadi"),
    "igbo_F": _t("Ngozi, Adaeze, Chidinma, Oluchi, Nkechi, Amarachi, Ugochi, Ijeoma, Chiamaka, Ifeoma, Nneka, "
                 "Chinwe, Obiageli, Uju, Ebele"),
    "igbo_M": _t("Chukwuemeka, Obinna, Ifeanyi, Nnamdi, Uchenna, Ebuka, Kelechi, Ikenna, Somtochukwu, Chinonso, "
                 "Tobenna, Chibuike, Emeka, Okechukwu, Ikechukwu"),
    "igbo_L": _t("Okafor, Okonkwo, Eze, Nwosu, Obi, Okeke, Nwachukwu, Anyanwu, Ezeh, Uzoma, Igwe, Nnaji, Okoro, "
                 "Chukwu, Ibekwe, Onuoha, Nwankwo, Agu, Ekwueme, Ogbonna, Mbah, Okolie, Ezeani, Nwafor"),
    "haitian_F": _t("Marie-Ange, Wideline, Rose-Merline, Guerline, Nadège, Ketly, Wisline, Marie-Carmelle, "
                    "Fabienne, Magalie, Roseline, Darline, Esther-Lucie, Mirlande, Sherline"),
    "haitian_M": _t("Jean-Claude, Jovenel, Fritznel, Wilner, Mackenson, Dieuseul, Fednel, Kervens, Wesner, "
                    "Jean-Robert, Ti-Jean, Evens, Ronald, Lesly, Frantz"),
    "haitian_L": _t("Pierre-Louis, Jean-Baptiste, Dorvil, Célestin, Joseph, Saint-Fleur, Exantus, Désir, Thélusma, "
                    "Auguste, Bien-Aimé, Estimé, Saint-Louis, Fils-Aimé, Dorsainvil, Innocent, Présumé, "
                    "Philogène, Valcin, Jean-Louis, Alexis, Vilsaint"),
    "andean_F": _t("Rosmery, Yeni, Nilda, Marleni, Yesenia, Nely, Eulogia, Hilaria, Máxima, Delia, Sonia, "
                   "Juana Rosa, Felícitas, Gregoria, Yanet"),
    "andean_M": _t("Wilber, Edwin, Teófilo, Wilfredo, Elmer, Saturnino, Percy, Justo, Fortunato, Hipólito, "
                   "Eusebio, Nilo, Yony, Aquilino, Edgar"),
    "andean_L": _t("Mamani, Quispe, Condori, Huamán, Choque, Apaza, Ccama, Huanca, Ticona, Yupanqui, Cusi, Chambi, "
                   "Layme, Cutipa, Pari, Poma, Sullca, Huallpa, Quisbert, Limachi, Chura, Colque, Villca, Ancasi, "
                   "Paucar, Huarachi, Taipe, Ccori, Yucra, Inca, Challco, Coaquira"),
    "afrobrazilian_F": _t("Dandara, Nzinga, Kizzy, Jurema, Zuri, Ayana, Luena, Abayomi, Ivonete, Lucineide, "
                          "Marinalva, Cleonice, Jucileide, Rosineide, Valdirene, Taís"),
    "afrobrazilian_M": _t("Akin, Jelani, Kwame, Malik, Denilson, Edivaldo, Josenildo, Adenilson, Valdeci, "
                          "Gilmar, Ubiratan, Jocimar, Reginaldo, Erivaldo, Zaqueu"),
    "afrobrazilian_L": _t("do Nascimento, dos Santos, de Jesus, da Conceição, do Rosário, dos Anjos, das Neves, "
                          "das Dores, do Espírito Santo, Bonfim, Paixão, Purificação, Sacramento, da Anunciação, "
                          "Cândido, Assunção, Ressurreição, dos Prazeres, Batista"),
    "filipino_F": _t("Maricel, Rowena, Jhoanna, Marites, Lovely, Precious, Marivic, Analyn, Jocelyn, Mylene, "
                     "Kristine, Jonalyn, Mary Grace, Rosalie, Cherry Mae, Divina"),
    "filipino_M": _t("Jericho, Rodel, Arnel, Rommel, Angelito, Bong, Dindo, Ramil, Reynaldo, Jomar, Rolando, "
                     "Efren, Danilo, Jun, Manny, Ariel"),
}

# Particled surnames: (particle, surname); "" where the particle is part of the word (O'Brien, McKenna,
# D'Souza). Each kind goes with the origins whose people carry it.
_PARTICLED = {
    "gaelic": (("", "O'Brien"), ("", "O'Connor"), ("", "O'Neill"), ("", "O'Sullivan"), ("", "McCarthy"),
               ("", "McKenna"), ("", "McLaughlin"), ("", "MacDonald"), ("", "MacLeod"), ("", "McGrath"),
               ("", "O'Donnell"), ("", "O'Malley"), ("", "McAllister"), ("", "O'Reilly"), ("", "MacKenzie"),
               ("", "McIntyre")),
    "dutch": (("van der", "Merwe"), ("van", "Wyk"), ("du", "Plessis"), ("van", "Niekerk"), ("van den", "Berg"),
              ("de", "Villiers"), ("van", "Rensburg"), ("du", "Toit"), ("de", "Klerk"), ("van", "Zyl")),
    "goan": (("", "D'Souza"), ("", "D'Cruz"), ("", "D'Mello"), ("", "D'Costa"), ("de", "Sa")),
    "italian": (("Di", "Stefano"), ("De", "Luca"), ("Di", "Pietro"), ("Della", "Valle"), ("De", "Angelis"),
                ("", "D'Alessandro"), ("", "D'Amico"), ("Lo", "Bianco"), ("Di", "Marco")),
    "es": (("de la", "Cruz"), ("del", "Valle"), ("de la", "Fuente"), ("de los", "Santos"), ("del", "Río"),
           ("de", "León"), ("de la", "Torre"), ("del", "Castillo"), ("de la", "Rosa"), ("de", "Armas"),
           ("de la", "Vega"), ("del", "Pino"), ("de", "Jesús"), ("de las", "Heras"), ("de la", "Serna"),
           ("del", "Olmo"), ("de", "Paula")),
    "filipino": (("dela", "Cruz"), ("de", "Guzmán"), ("delos", "Reyes"), ("de", "Leon"), ("dela", "Rosa"),
                 ("de los", "Santos"), ("del", "Rosario")),
    "pt": (("da", "Silva"), ("dos", "Santos"), ("de", "Souza"), ("do", "Nascimento"), ("da", "Conceição"),
           ("das", "Neves"), ("dos", "Reis"), ("de", "Oliveira"), ("da", "Cruz"), ("do", "Carmo"),
           ("de", "Jesus"), ("das", "Dores"), ("da", "Rocha"), ("do", "Amaral"), ("da", "Mata"),
           ("dos", "Anjos"), ("de", "Assis"), ("da", "Paz"), ("do", "Prado"), ("da", "Costa")),
}
_PARTICLE_KIND = {"american": "gaelic", "british": "gaelic", "new-zealand": "gaelic", "ugandan": "gaelic",
                  "south-african": "dutch", "indian": "goan", "italian-argentine": "italian", "filipino": "filipino",
                  "spanish": "es", "mexican": "es", "argentine": "es", "peruvian": "es", "venezuelan": "es",
                  "us-hispanic": "es", "andean": "es", "brazilian": "pt", "portuguese": "pt",
                  "afro-brazilian": "pt", "senegalese": "pt"}

# Names that are also common words of each language, by sex, and surnames likewise.
WORD_FIRSTS = {
    "en": {"F": _t("Summer, Hope, Faith, Grace, Joy, April, May, June, Dawn, Rose, Ivy, Iris, Autumn, Holly, Honey, "
                   "Crystal, Amber, Ruby, Pearl, Destiny, Sunny, Star, Violet, Lily, Poppy, Harmony, Charity, Patience, "
                   "Precious, Brandy"),
           "M": _t("Angel, Hunter, Chase, Drew, Mark, Bill, Will, Rich, Frank, Art, Guy, Rusty, Sonny, Major, King, "
                   "Royal, Lucky, Rocky, Justice, Deacon, Sterling, Earnest, Stone, Wolf, Ranger, Bishop, Cash")},
    "es": {"F": _t("Guadalupe, Consuelo, Nieves, Dolores, Amparo, Rocío, Rosario, Luz, Paz, Pilar, Soledad, Remedios, "
                   "Milagros, Esperanza, Victoria, Blanca, Azucena, Violeta, Estrella, Alegría, Caridad, Socorro, "
                   "Paloma, Perla, Cielo, Bonita, Gracia, Reyes, Flor, Luna, Aurora, Marina, Sol"),
           "M": _t("Ángel, Cruz, Salvador, Modesto, Clemente, Severo, Amado, Domingo, Santos, Bienvenido, Fortunato, "
                   "Justo, Máximo, Primo, Pastor, Casto, Reyes, León, Jesús, Rey, Leal, Bonito")},
    "pt": {"F": _t("Graça, Luz, Glória, Vitória, Aurora, Dores, Socorro, Amparo, Neves, Flor, Pérola, Céu, Alegria, "
                   "Esperança, Bonita, Estrela, Rosa, Lua, Paz, Serena, Clemência, Conceição, Aparecida, Branca, "
                   "Violeta, Margarida, Jasmim, Penha"),
           "M": _t("Amado, Salvador, Justo, Modesto, Clemente, Domingos, Natal, Constante, Sereno, Franco, Santo, "
                   "Pastor, Leão, Prudente, Jesus, Bento, Leal, Vitorioso, Bonito")},
}
WORD_SURNAMES = {
    "en": _t("Baker, Smith, Cook, Brown, Green, White, Young, King, Fox, Hill, Wood, Rice, Bush, Hunt, Moody, Rich, "
             "Stone, Bell, Park, Lane, Field, Price, Best, Little, Long, Sharp, Church, Mills, Banks, Knight, Steel, "
             "Frost, Snow, Winter, Rivers, Cash, Gold, Silver, Hope, Reed, Marsh, Shepherd, Carpenter, Mason, "
             "Potter, Hunter, Fisher, Walker, Turner, Cross, Wolf, Swift, Strong, Noble, Love, Sweet, Sparks"),
    "es": _t("Cruz, Prado, Flores, Rey, Lobo, Toro, Cordero, Pastor, Herrero, Calvo, Rubio, Moreno, Blanco, Delgado, "
             "Bravo, Leal, Serrano, Campos, Nieto, Sierra, Iglesias, Castillo, Palacios, Caballero, Vega, Alegre, "
             "León, Santos, Ríos, Manzano, Carrasco, Peña, Paredes, Montes, Guerra, Fuentes, Torres, Hermoso, "
             "Rosales, Llanos, Salinas, Mora, Olmo, Pino, Romero, Luna, Cabello, Bueno, Franco, Prieto, Mayor, "
             "Pozo, Puerta, Nieves, Bonito"),
    "pt": _t("Costa, Campos, Fontes, Leal, Serra, Prado, Rocha, Pereira, Oliveira, Carvalho, Coelho, Leão, Lobo, "
             "Bezerra, Pinto, Raposo, Cordeiro, Franco, Salgado, Barros, Ramos, Rosa, Cruz, Paz, Branco, Moreno, "
             "Torres, Matos, Lima, Amado, Bonito, Neves, Mata, Vale, Pinheiro, Figueira, Guerra, Monte, Porto, "
             "Pedrosa, Bispo, Frade, Castelo, Ramalho, Caldas, Fortes, Chaves, Machado, Nogueira, Alegre"),
}

# Particles a label may hold as a word of its own (lower case as written), and prefixes within a word.
PARTICLES = ("da", "das", "de", "del", "dela", "delos", "della", "do", "dos", "du", "la", "las", "lo", "los", "van",
             "der", "den", "von", "di", "y", "e")
_PREFIXES = ("O'", "Mc", "Mac", "D'")

# origin: (women's table, men's table, surnames table, where they come from)
ORIGINS: dict[str, tuple[str, str, str, str]] = {
    "american": ("american_F", "american_M", "british_L", "ffaker name/ first names, FakerPHP en_GB surnames"),
    "british": ("british_F", "british_M", "british_L", "FakerPHP en_GB"),
    "new-zealand": ("nz_X", "nz_X", "nz_L", "faker-ruby en-NZ (Maori first names among them)"),
    "south-african": ("southafrican_X", "southafrican_X", "southafrican_L", "faker-ruby en-ZA"),
    "yoruba": ("yoruba_X", "yoruba_X", "yoruba_L", "faker-ruby en-NG"),
    "igbo": ("igbo_F", "igbo_M", "igbo_L", "written here"),
    "ugandan": ("british_F", "british_M", "ugandan_L", "faker-ruby en-UG surnames, FakerPHP en_GB first names"),
    "pakistani": ("pakistani_X", "pakistani_X", "pakistani_L", "faker-ruby en-PAK"),
    "indian": ("indian_F", "indian_M", "indian_L", "ffaker name_in"),
    "singaporean": ("singaporean_F", "singaporean_M", "singaporean_L", "faker-ruby en-SG"),
    "korean": ("korean_F", "korean_M", "korean_L", "written here (romanised)"),
    "chinese": ("chinese_F", "chinese_M", "chinese_L", "written here (pinyin and Cantonese)"),
    "arabic": ("arabic_F", "arabic_M", "arabic_L", "written here (romanised)"),
    "polish": ("polish_X", "polish_X", "polish_L", "faker-ruby pl"),
    "turkish": ("turkish_F", "turkish_M", "turkish_L", "FakerPHP tr_TR, faker-ruby tr"),
    "indonesian": ("indonesian_F", "indonesian_M", "indonesian_L", "ffaker name_id"),
    "senegalese": ("senegalese_F", "senegalese_M", "senegalese_L", "ffaker name_sn"),
    "haitian": ("haitian_F", "haitian_M", "haitian_L", "written here"),
    "filipino": ("filipino_F", "filipino_M", "filipino_L", "ffaker name_ph surnames, first names written here"),
    "spanish": ("spanish_F", "spanish_M", "spanish_L", "ffaker name_es"),
    "mexican": ("mexican_F", "mexican_M", "mexican_L", "ffaker name_mx"),
    "argentine": ("argentine_F", "argentine_M", "argentine_L", "faker-ruby es-AR"),
    "italian-argentine": ("argentine_F", "argentine_M", "italian_L", "faker-ruby es-AR first names, ffaker name_it surnames"),
    "peruvian": ("peruvian_F", "peruvian_M", "peruvian_L", "FakerPHP es_PE"),
    "venezuelan": ("venezuelan_F", "venezuelan_M", "venezuelan_L", "FakerPHP es_VE"),
    "andean": ("andean_F", "andean_M", "andean_L", "written here (Quechua and Aymara surnames)"),
    "us-hispanic": ("american_F", "american_M", "ushispanic_L", "faker-ruby es surnames, ffaker name/ first names"),
    "brazilian": ("brazilian_F", "brazilian_M", "brazilian_L", "ffaker name_br, faker-ruby pt-BR"),
    "portuguese": ("portuguese_F", "portuguese_M", "portuguese_L", "FakerPHP pt_PT"),
    "afro-brazilian": ("afrobrazilian_F", "afrobrazilian_M", "afrobrazilian_L", "written here"),
}

# How often a person of a message in each language is of each origin (weights, not shares).
_MIX = {
    "en": {"american": 14, "british": 9, "new-zealand": 7, "south-african": 7, "yoruba": 5, "igbo": 5, "ugandan": 4,
           "pakistani": 5, "indian": 6, "singaporean": 5, "korean": 5, "chinese": 5, "arabic": 4, "polish": 3,
           "turkish": 3, "indonesian": 3, "haitian": 4, "filipino": 3, "us-hispanic": 4, "senegalese": 1,
           "mexican": 1, "brazilian": 1},
    "es": {"spanish": 18, "mexican": 14, "argentine": 10, "italian-argentine": 8, "peruvian": 7, "venezuelan": 7,
           "andean": 8, "us-hispanic": 4, "filipino": 5, "chinese": 3, "korean": 2, "arabic": 3, "haitian": 2,
           "brazilian": 2, "american": 2, "turkish": 1, "senegalese": 2, "polish": 1, "igbo": 1, "british": 1},
    "pt": {"brazilian": 30, "portuguese": 12, "afro-brazilian": 11, "senegalese": 4, "arabic": 4, "korean": 3,
           "chinese": 3, "spanish": 3, "argentine": 3, "andean": 2, "haitian": 4, "yoruba": 3, "igbo": 2,
           "american": 2, "pakistani": 1, "turkish": 1, "indian": 2, "polish": 2, "italian-argentine": 2,
           "indonesian": 1, "venezuelan": 2},
}

# Origins whose people carry two surnames (Spanish style) or one to three (Portuguese style).
_TWO_SURNAMES = {"spanish": 0.7, "mexican": 0.65, "peruvian": 0.65, "venezuelan": 0.55, "andean": 0.7,
                 "argentine": 0.15, "italian-argentine": 0.1}
_PT_SURNAMES = {"brazilian", "portuguese", "afro-brazilian"}

# Titles before a surname: alone (a greeting, a field, parentheses) and with their article (in a sentence),
# and before a first name (doña Consuelo, seu Bento). Every title stays outside the label.
_TITLES = {
    "en": {"F": ("Ms.", "Mrs.", "Miss", "Dr.", "Ms"), "M": ("Mr.", "Dr.", "Mr", "Prof."), "X": ("Dr.", "Prof.")},
    "es": {"F": ("Sra.", "Srta.", "Dra.", "Sra"), "M": ("Sr.", "Dr.", "Lic.", "Sr"), "X": ("Dr.", "Lic.")},
    "pt": {"F": ("Sra.", "Dra.", "Sra"), "M": ("Sr.", "Dr.", "Sr"), "X": ("Dr.", "Prof.")},
}
_ARTICLED = {
    "en": _TITLES["en"],
    "es": {"F": ("la Sra.", "la Srta.", "la Dra.", "la señora"), "M": ("el Sr.", "el Dr.", "el señor", "el Lic."),
           "X": ("el Dr.", "la Dra.")},
    "pt": {"F": ("a Sra.", "a Dra.", "a senhora"), "M": ("o Sr.", "o Dr.", "o senhor"), "X": ("o Dr.", "a Dra.")},
}
_BEFORE_FIRST = {"en": {"F": ("Miss",), "M": ("Mr.",), "X": ("Coach",)},
                 "es": {"F": ("doña", "Dña."), "M": ("don",), "X": ("don", "doña")},
                 "pt": {"F": ("dona",), "M": ("seu", "Sr."), "X": ("seu", "dona")}}

_SLOT = re.compile(r"\[\[([1-3]):(full|fl|first|tfirst|last|alast|init|name)\]\]|\{(phone|email|card)\}")
_FORMS = ("full", "fl", "first", "last", "init")
_MAILBOXES = ("support", "billing", "orders", "noreply", "team", "cs-ops", "facturacion", "atendimento", "reembolsos",
              "ventas", "contato", "helpdesk", "cliente.vip", "pedidos", "sac")


def _table(key: str) -> tuple[str, ...]:
    return _TABLES.get(key) or _HAND[key]


def _split(surname: str) -> tuple[str, str]:
    """("da", "Conceição") from "da Conceição"; ("", "Okafor") from "Okafor"."""
    for particle in sorted(PARTICLES, key=len, reverse=True):
        for longer in (f"{particle} los ", f"{particle} la ", f"{particle} las ", f"{particle} der ", f"{particle} den "):
            if surname.startswith(longer):
                return longer.strip(), surname[len(longer):]
        if surname.startswith(particle + " "):
            return particle, surname[len(particle) + 1:]
    return "", surname


@dataclass
class _Who:
    """One person of a message: first name(s), surnames as (particle, surname), sex, origin, features."""

    first: str
    surnames: list[tuple[str, str]]
    sex: str
    origin: str
    language: str
    word_first: bool = False
    word_last: set[int] = field(default_factory=set)
    hyph: set[int] = field(default_factory=set)

    @property
    def used(self) -> int:
        """The surname said after the first name: Brazilians say the last, others the first."""
        return len(self.surnames) - 1 if self.language == "pt" and self.origin in _PT_SURNAMES else 0

    def surname(self, i: int) -> str:
        particle, name = self.surnames[i]
        return f"{particle} {name}" if particle else name

    def tags(self, shown: list[int], form: str, first_shown: bool) -> str:
        tags = [form]
        if any(i in self.hyph for i in shown):
            tags.append("hyph")
        if any(self.surnames[i][0] or self.surnames[i][1].startswith(_PREFIXES) for i in shown):
            tags.append("part")
        if any(i in self.word_last for i in shown) or (self.word_first and first_shown):
            tags.append("word")
        if self.word_first and form == "first":
            tags.append("wfirst")
        return " ".join(tags)


def _person(rng: random.Random, language: str) -> _Who:
    mix = _MIX[language]
    origin = rng.choices(list(mix), weights=list(mix.values()))[0]
    women, men, last, _ = ORIGINS[origin]
    sex = rng.choice("FM")
    first = rng.choice(_table(women if sex == "F" else men))
    if women == men:
        sex = "X"
    if origin in _PT_SURNAMES and rng.random() < 0.12 and " " not in first:
        first = f"{first} {rng.choice(_table(women if sex == 'F' else men))}"
    count = 1
    if origin in _TWO_SURNAMES and rng.random() < _TWO_SURNAMES[origin]:
        count = 2
    elif origin in _PT_SURNAMES:
        count = rng.choices((1, 2, 3), weights=(3, 5, 2))[0]
    names = []
    while len(names) < count:
        pick = rng.choice(_table(last))
        if pick not in names:
            names.append(pick)
    who = _Who(first, [_split(n) for n in names], sex, origin, language)
    feature = rng.random()
    if feature < 0.13:  # a double-barrelled surname
        other = rng.choice(_table(last) + WORD_SURNAMES[language])
        particle, name = who.surnames[who.used]
        if not particle and " " not in name and " " not in other and other != name:
            who.surnames[who.used] = ("", f"{name}-{_split(other)[1]}")
            who.hyph.add(who.used)
    elif feature < 0.30 and origin in _PARTICLE_KIND:  # a particled surname, of a kind its origin carries
        who.surnames[who.used] = rng.choice(_PARTICLED[_PARTICLE_KIND[origin]])
    elif feature < 0.40:  # a first name that is also a word
        who.first = rng.choice(WORD_FIRSTS[language]["F" if sex == "F" else "M" if sex == "M" else rng.choice("FM")])
        who.word_first = True
    elif feature < 0.50:  # a surname that is also a word
        who.surnames[who.used] = ("", rng.choice(WORD_SURNAMES[language]))
        who.word_last.add(who.used)
    for i, (particle, name) in enumerate(who.surnames):
        if i not in who.hyph and i not in who.word_last and particle == "" and (language, name) in _WORD_SET:
            who.word_last.add(i)
    if not who.word_first and who.first in _WORD_FIRST_SET.get(language, ()):
        who.word_first = True
    for i, (_, name) in enumerate(who.surnames):
        if "-" in name:
            who.hyph.add(i)
    return who


_WORD_SET = {(lang, w) for lang, words in WORD_SURNAMES.items() for w in words}
_WORD_FIRST_SET = {lang: {w for sex in by_sex.values() for w in sex} for lang, by_sex in WORD_FIRSTS.items()}


def _mention(rng: random.Random, who: _Who, form: str) -> tuple[str, str, str]:
    """(title before the label or "", the label's text, its tags) for one mention of `who`."""
    if form == "name":
        form = rng.choice(("full", "full", "fl", "fl", "init"))
    used = who.used
    if form == "full":
        shown = list(range(len(who.surnames)))
        return "", " ".join([who.first] + [who.surname(i) for i in shown]), who.tags(shown, form, True)
    if form == "fl":
        return "", f"{who.first} {who.surname(used)}", who.tags([used], form, True)
    if form == "first":
        return "", who.first, who.tags([], form, True)
    if form == "tfirst":
        return rng.choice(_BEFORE_FIRST[who.language][who.sex]), who.first, who.tags([], "first", True)
    if form in ("last", "alast"):
        title = rng.choice((_TITLES if form == "last" else _ARTICLED)[who.language][who.sex])
        return title, who.surname(used), who.tags([used], "last", False)
    initials = [w[0].upper() + "." for w in who.first.replace("-", " ").split()]
    shape = rng.randrange(3)
    if shape == 0:
        text = f"{initials[0]} {who.surname(used)}"
    elif shape == 1:
        middle = rng.choice("ABCDEFGHJKLMNPRSTVW")
        text = f"{who.first} {middle}. {who.surname(used)}"
    else:
        second = initials[1] if len(initials) > 1 else rng.choice("ABCDEFGHJKLMNPRSTVW") + "."
        text = f"{initials[0]} {second} {who.surname(used)}"
    return "", text, who.tags([used], "init", shape == 1)


def _contact(rng: random.Random, kind: str, language: str) -> str:
    if kind == "card":
        return "4111 1111 1111 1111"
    if kind == "email":
        return f"{rng.choice(_MAILBOXES)}@example.{rng.choice(('com', 'org', 'net'))}"
    last = f"{rng.randrange(100):02d}"
    return {"en": f"(212) 555-01{last}", "es": f"+34 555 01{last} 00", "pt": f"(11) 5555-01{last}"}[language]


def _upper(text: str) -> str:
    return text.upper()


def _lower(text: str) -> str:
    return text.replace("İ", "i").lower()


@dataclass
class Sealed7Message(NameMessage):
    """A message of the sealed7 set: which template (its index in its language), the origins of its people."""

    template: int = -1
    origins: tuple[str, ...] = ()


def _render(rng: random.Random, language: str, template: str, index: int, casing: str, whole: bool,
            folded: bool) -> Sealed7Message:
    people: dict[str, _Who] = {}
    pieces: list[tuple[str, str | None]] = []  # (text, tags when it is a name)
    at = 0
    for slot in _SLOT.finditer(template):
        pieces.append((template[at:slot.start()], None))
        at = slot.end()
        if slot.group(3):
            pieces.append((_contact(rng, slot.group(3), language), None))
            continue
        key = slot.group(1)
        if key not in people:
            people[key] = _person(rng, language)
        title, text, tags = _mention(rng, people[key], slot.group(2))
        if title:
            said = "".join(text for text, _ in pieces).rstrip(" ")
            if not said or said[-1] in ".!?\n":  # a sentence's start: "La Sra. Quispe dice..."
                title = title[0].upper() + title[1:]
            pieces.append((title + " ", None))
        pieces.append((text, tags))
    pieces.append((template[at:], None))
    if not people:
        whole = True

    def cased(text: str, is_name: bool) -> str:
        if casing == "ALL CAPS" and (whole or is_name):
            text = _upper(text)
        elif casing == "lower case" and (whole or is_name):
            text = _lower(text)
        return fold(text) if folded else text

    message = Sealed7Message(language=language, casing=casing, locale=f"sealed7-{language}", template=index,
                             origins=tuple(people[k].origin for k in sorted(people)))
    for text, tags in pieces:
        if tags is None:
            message.add(cased(text, False))
        else:
            message.add(cased(text, True), message.names, kind="PERSON", form=tags)
    return message


def generate_sealed7(per_template: int = 4, seed: int = SEED) -> list[Sealed7Message]:
    """Every template of every language in every casing class, `per_template` messages each."""
    rng = random.Random(seed)
    out: list[Sealed7Message] = []
    for language in ("en", "es", "pt"):
        for index, template in enumerate(TEMPLATES[language]):
            for casing in CASINGS:
                for i in range(per_template):
                    whole = i % 2 == 0
                    folded = casing == "lower case" and language != "en" and ((i // 2) + index) % 2 == 0
                    out.append(_render(rng, language, template, index, casing, whole, folded))
    return out


@lru_cache(maxsize=1)
def known_parts() -> frozenset[str]:
    """Every word a name of this set may be made of, casefolded and folded (for the set's tests)."""
    words: set[str] = set()
    tables = list(_TABLES.values()) + list(_HAND.values()) + list(WORD_SURNAMES.values())
    tables += [names for by_sex in WORD_FIRSTS.values() for names in by_sex.values()]
    tables += [tuple(s for _, s in pairs) for pairs in _PARTICLED.values()]
    for table in tables:
        for name in table:
            words.update(name.split())
    out = set()
    for w in words:
        for part in w.split("-"):  # as written, and upper or lower cased (Turkish dotless i: ILICALI)
            out.update(fold(cased).casefold() for cased in (part, _upper(part), _lower(part)))
    return frozenset(out)


# ---------------------------------------------------------------------------- templates
_EN = [
    # people
    "hi its [[1:first]] again, my order still hasnt arrived can u check pls",
    "Hi [[1:first]],\n\nThanks for reaching out about the refund. I've escalated it to [[2:fl]] in billing, who will reply within two business days.\n\nBest,\n[[3:fl]]\nCustomer Care",
    "---------- Forwarded message ---------\nFrom: [[1:full]] <{email}>\nDate: Tue, Mar 4 at 9:12 AM\nSubject: Re: damaged blender\nTo: Support <{email}>\n\nSee below, [[1:first]] says the jar cracked on first use.",
    "Ticket #48213\nRequester: [[1:full]]\nAssignee: [[2:fl]]\nPriority: High\nSubject: Charged twice for March",
    "name,email,phone,plan\n[[1:fl]],{email},{phone},Pro\n[[2:fl]],{email},{phone},Basic",
    'level=info ts=2025/03/12T10:22:01 event=login_failed user="[[1:fl]]" attempts=3 region=us-east',
    '{"customer_name": "[[1:full]]", "tier": "gold", "open_tickets": 2, "last_agent": "[[2:fl]]"}',
    "Customer opened https://shop.example.com/account?first=[[1:first]]&ref=email and got a 404 page.",
    "Agent: Thank you for calling, who am I speaking with?\nCaller: This is [[1:fl]].\nAgent: Thanks [[1:first]], how can I help today?\nCaller: My partner [[2:first]] ordered a crib and it never came.",
    "[[1:first]] ur package is at the front desk, pick up before 6pm. -[[2:first]]",
    "Invitation: Onboarding call @ Thu 3pm - 3:30pm (EST)\nOrganizer: [[1:fl]]\nGuests: [[2:fl]], [[3:fl]], {email}",
    "Delivery note: if nobody answers, leave it with the neighbour at no. 14 ([[1:last]]). Recipient: [[2:full]].",
    "REFUND REQUEST\nCustomer: [[1:full]]\nCard: {card}\nAmount: $49.90\nReason: wrong size\nApproved by: [[2:init]]",
    "cust [[1:fl]] called re late dlvry, promised callback tmrw, fwd to [[2:first]] (tier2)",
    "> Hi, I'm [[1:fl]] and I never got my activation code.\n\nHello [[1:first]], sorry about that! I've resent it to {email}.",
    "Escalations this week:\n- [[1:fl]]: duplicate charge\n- [[2:fl]]: missing parcel\n- [[3:name]]: account locked",
    "| customer | issue | owner |\n|---|---|---|\n| [[1:full]] | broken zipper | [[2:first]] |\n| [[3:fl]] | late refund | [[2:first]] |",
    "Can you update [[1:fl]]'s shipping address? They moved last week and the old one is still on file.",
    "I'm looking at [[1:last]]'s account now and [[2:first]]'s note from Monday says the return was received.",
    "[[1:fl]] wants to know why the promo code SPRING20 didn't apply at checkout.",
    "Spoke with the customer ([[1:full]]) and confirmed the new delivery window of 2-4pm.",
    "cc [[1:fl]], [[2:fl]] and [[3:first]] - please review before Friday",
    "[[1:full]] called again. [[1:last]] says the replacement also arrived damaged, so I offered a full refund.",
    "Signed for by [[1:init]] at 14:05. Driver on the route: [[2:init]].",
    "voicemail from [[1:fl]] at {phone}: hi this is [[1:first]] calling about order 55102 please call me back",
    "ok so i talked to [[1:first]] yesterday and they said id get a refund but nothing yet??",
    "Dear [[1:last]],\n\nYour appointment with [[2:fl]] is confirmed for Monday at 10:00. If you need to reschedule, call {phone}.\n\nKind regards,\n[[3:full]]",
    "Handover: [[1:first]] is out today, so [[2:first]] covers the chat queue. Customer [[3:full]] is waiting on a callback.",
    "The courier, [[1:first]] I think, threw the box over the fence. Please pass this on to [[2:last]].",
    "[10:02] [[1:fl]]: hello?\n[10:03] Agent [[2:first]]: Hi [[1:first]], checking your order now\n[10:05] [[1:fl]]: ty",
    "Please merge the duplicate profiles for [[1:full]]; the second one was created by [[2:fl]] during the phone order.",
    "Gift message: Happy birthday [[1:first]]! Love, [[2:first]] and [[3:first]]",
    "Refunds approved for [[1:fl]] and [[2:fl]]; [[3:name]] is still pending documents.",
    "<tr><td>[[1:full]]</td><td>{email}</td><td>pending</td></tr>",
    "assignee changed from [[1:fl]] to [[2:fl]] by [[3:first]]",
    "is [[1:first]] there i need to talk to [[1:fl]] about the invoice asap",
    "Thanks for your patience.\n--\n[[1:full]]\nSenior Support Specialist, Returns\n{phone}",
    "Hey [[1:first]], quick one: did [[2:last]] ever send the signed form? [[2:first]] said it went out Tuesday.",
    "Note from [[1:name]]: customer [[2:full]] prefers email, do not call. Verified with [[2:first]] on the 3rd.",
    "[[1:fl]] bought the Calvin Klein coat at our Lincoln Park store and wants the refund on the Chase card, not store credit.",
    "Ticket from [[1:full]]: the Dyson ordered in May went to Abbey Road instead of Jefferson Ave. Mark it urgent; [[2:first]] handles those.",
]
_EN_NONE = [
    # no person: what looks like one
    "Your Ford Transit service is booked at Lincoln Motors on Washington Street, Thursday at 9:00.",
    "Order shipped via Johnson Freight from the Dallas warehouse; tracking updates once it reaches Jackson Terminal.",
    "Hurricane Milton delayed every delivery to Tampa, and Storm Ciaran held up the Dublin route.",
    "SUMMER SALE: up to 40% off Calvin Klein, Tommy Hilfiger and Ralph Lauren until Sunday.",
    "For prescription questions please call St. Mary's Hospital pharmacy or use the Mayo Clinic portal.",
    "Flight to JFK leaves from Ronald Reagan Washington National, with a connection at Charles de Gaulle.",
    "Pickup point moved: take the train to Grand Central, then walk to Madison Square Garden, gate B.",
    "We are closed for Martin Luther King Jr. Day on Monday and for Presidents' Day in February.",
    "Installed Adobe Acrobat and Microsoft Teams, but Zoom keeps crashing on the Dell laptop.",
    "sku,product,brand\nA-1121,Stanley Quencher 40oz,Stanley\nB-2290,Ninja Creami,SharkNinja\nC-0815,Kenneth Cole Tote,Kenneth Cole",
    "Hold music is Hey Jude on repeat, then Fur Elise. Customers keep complaining about it.",
    "Book club order: Anne of Green Gables, then Harry Potter and the Goblet of Fire, then Little Women.",
    "TEAM LEAD, BILLING OPERATIONS\nVP CUSTOMER EXPERIENCE\nHEAD OF TRUST & SAFETY",
    "Check the Wells Fargo and Charles Schwab statements before approving; Morgan Stanley accounts are not supported.",
    "Mark as resolved.\nBill the remaining balance to the card on file.\nWill follow up Monday.\nGrant access to the shared drive.",
    "April and May invoices were merged; June is still open. Reach us Monday to Friday, 8 to 6.",
    "Your cruise on the Queen Mary 2 was rebooked onto the Carnival Victory, boarding at Port Canaveral.",
    "Deliver to 12 Abbey Road, next to Jefferson High School and the Lincoln Park station.",
    '{"status": "shipped", "carrier": "Royal Mail", "depot": "St Albans", "product": "Dyson V11", "eta": "Friday"}',
    "The Victoria's Secret gift card and a Ben & Jerry's voucher were both rejected at checkout.",
    "Hope this helps! Grace period ends Friday; Chase Sapphire cards get an extra week.",
]
_ES = [
    "hola soy [[1:first]] mi pedido no a llegado todavia me pueden ayudar",
    "Hola, [[1:first]]:\n\nGracias por escribirnos. He pasado tu caso a [[2:fl]], del equipo de facturación, que te responderá en 48 horas.\n\nAtentamente,\n[[3:full]]\nAtención al Cliente",
    "---------- Mensaje reenviado ---------\nDe: [[1:full]] <{email}>\nFecha: mar, 4 mar a las 9:12\nAsunto: RE: licuadora rota\nPara: Soporte <{email}>\n\nOs reenvío lo que cuenta [[1:first]].",
    "Ticket 48213\nSolicitante: [[1:full]]\nAsignado a: [[2:fl]]\nPrioridad: Alta\nAsunto: cobro duplicado en marzo",
    "nombre;correo;teléfono;plan\n[[1:full]];{email};{phone};Premium\n[[2:full]];{email};{phone};Básico",
    'nivel=warn evento=pago_rechazado cliente="[[1:full]]" intentos=2 pais=ES',
    '{"nombre_cliente": "[[1:full]]", "estado": "pendiente", "agente_asignado": "[[2:fl]]"}',
    "El cliente entra en https://tienda.example.com/cuenta?nombre=[[1:first]]&origen=correo y le sale un error 500.",
    "Agente: Buenas tardes, ¿con quién hablo?\nCliente: Con [[1:fl]].\nAgente: Gracias, [[1:first]]. ¿En qué le puedo ayudar?\nCliente: Llamo por un pedido que hizo mi hermana, [[2:fl]].",
    "[[1:first]], tu paquete está en conserjería. Recógelo antes de las 20h. Saludos, [[2:first]]",
    "Invitación: Revisión de incidencias, jue 16:00-16:30\nOrganizador: [[1:fl]]\nInvitados: [[2:fl]], [[3:fl]]",
    "Nota de entrega: si no hay nadie, dejar con la vecina del 2ºB ([[1:last]]). Destinatario: [[2:full]].",
    "SOLICITUD DE REEMBOLSO\nCliente: [[1:full]]\nTarjeta: {card}\nImporte: 49,90 €\nMotivo: talla equivocada\nAprobado por: [[2:init]]",
    "cte [[1:fl]] llamó x retraso entrega, se le promete llamada mñn, pasar a [[2:first]] (N2)",
    "> Buenas, soy [[1:fl]] y no me ha llegado el código.\n\nHola, [[1:first]]. Disculpa las molestias, te lo acabo de reenviar a {email}.",
    "Escalados de la semana:\n- [[1:fl]]: cobro duplicado\n- [[2:fl]]: paquete perdido\n- [[3:name]]: cuenta bloqueada",
    "| cliente | incidencia | responsable |\n|---|---|---|\n| [[1:full]] | cremallera rota | [[2:first]] |\n| [[3:fl]] | reembolso tardío | [[2:first]] |",
    "Por favor, actualiza la dirección de envío de [[1:full]]; se ha mudado a Valencia.",
    "Reviso la cuenta: [[1:alast]] es quien hizo el pedido, y la nota de [[2:first]] del lunes dice que la devolución ya llegó.",
    "[[1:fl]] pregunta por qué no se le aplicó el cupón PRIMAVERA20 al pagar.",
    "Hablé con la clienta ([[1:full]]) y confirmamos la nueva franja de entrega de 14 a 16 h.",
    "cc [[1:fl]], [[2:fl]] y [[3:first]]: revisadlo antes del viernes, porfa",
    "[[1:full]] ha vuelto a llamar. [[1:alast]] dice que el repuesto también llegó roto; le ofrecí el reembolso completo.",
    "Firmado por [[1:init]] a las 14:05. Repartidor de la ruta: [[2:init]].",
    "Mensaje de voz de [[1:fl]] ({phone}): hola soy [[1:first]] llamo por el pedido 55102 por favor devuélvanme la llamada",
    "ayer hable con [[1:first]] y me dijo q me devolvian el dinero pero nada de nada",
    "Estimado/a [[1:last]]:\n\nLe confirmamos su cita con [[2:fl]] el lunes a las 10:00. Si necesita cambiarla, llame al {phone}.\n\nUn cordial saludo,\n[[3:full]]",
    "Cambio de turno: [[1:first]] no viene hoy, así que [[2:first]] cubre su cola. [[3:full]] espera que le llamen.",
    "El repartidor, creo que se llamaba [[1:first]], dejó la caja en la calle. Que lo sepa [[2:alast]], por favor.",
    "[10:02] [[1:fl]]: hola?\n[10:03] Agente [[2:first]]: Hola [[1:first]], miro tu pedido\n[10:05] [[1:fl]]: gracias!!",
    "Fusionar los perfiles duplicados de [[1:full]]; el segundo lo creó [[2:fl]] en el pedido telefónico.",
    "Mensaje de regalo: ¡Feliz cumple, [[1:first]]! Con cariño, [[2:first]] y [[3:first]]",
    "Reembolsos aprobados para [[1:fl]] y [[2:fl]]; lo de [[3:name]] sigue pendiente de documentación.",
    "asignado cambiado de [[1:fl]] a [[2:fl]] por [[3:first]]",
    "esta [[1:first]]? necesito hablar con [[1:fl]] sobre la factura urgente",
    "Gracias por su paciencia.\n--\n[[1:full]]\nEspecialista de Devoluciones\n{phone}",
    "Según [[1:alast]], la factura a nombre de [[2:full]] lleva mal el NIF; [[2:first]] lo corrige desde la app.",
    "[[1:first]] ya me llegó todo, gracias!! dile a [[2:first]] que es un crack",
    "Nota de [[1:name]]: [[2:full]] prefiere correo, no llamar. Lo confirmó [[2:first]] el día 3.",
    "[[1:fl]] compró el abrigo de Carolina Herrera en la tienda de la calle Alfonso XII y quiere el reembolso en la tarjeta, no en vale.",
    "Ticket de [[1:full]]: la Thermomix que pidió en mayo fue a la plaza de Colón en vez de a Reina Victoria. Lo lleva [[2:first]], del almacén de San Fernando.",
    "Llamó [[1:tfirst]] (4ºA) preguntando por el horno. Le dije que [[2:first]] le devolvería la llamada; en la ficha figura como [[1:full]].",
]
_ES_NONE = [
    "Su cita en el taller Ford de la avenida Reina Victoria es el jueves a las 9:00.",
    "Envío con Seur desde el almacén de San Fernando de Henares; pasa por la estación Atocha Almudena Grandes.",
    "La borrasca Filomena y la DANA retrasaron todas las entregas en Madrid y Castellón.",
    "REBAJAS: hasta un 40 % en Carolina Herrera, Adolfo Domínguez y Purificación García.",
    "Para recetas, acuda a la farmacia del Hospital Gregorio Marañón o del Hospital Virgen del Rocío.",
    "El vuelo sale del aeropuerto Adolfo Suárez Madrid-Barajas y hace escala en el Jorge Chávez de Lima.",
    "Punto de recogida: calle Alfonso XII, junto a la plaza de Colón y el colegio San Juan Bosco.",
    "Cerramos el Día de San José y el Jueves Santo; el día del Pilar abrimos en horario reducido.",
    "He instalado Adobe Acrobat y Microsoft Teams, pero el portátil Lenovo se cuelga con Zoom.",
    "ref;producto;marca\nA-1121;Colchón Pikolin Rocío;Pikolin\nB-2290;Cafetera Cecotec Cumbia;Cecotec\nC-0815;Bolso Tous Kaos;Tous",
    "Mientras espero suena Despacito y después La Macarena; vaya música de espera.",
    "Club de lectura: este mes Don Quijote de la Mancha y el siguiente Pedro Páramo.",
    "JEFE DE EQUIPO, FACTURACIÓN\nDIRECTORA DE EXPERIENCIA DE CLIENTE\nRESPONSABLE DE SEGURIDAD",
    "Revisen los extractos del Banco Santander y de Caja Rural antes de aprobar; Cetelem no se admite.",
    "Cruz Roja recoge la donación el viernes.\nRosario (Santa Fe) y Mar del Plata van con retraso.\nNieves y heladas en León cortan la A-6.",
    "Las facturas de abril y mayo se unificaron; junio sigue abierta. Atendemos de lunes a viernes.",
    "Su crucero en el Costa Fascinosa se cambió al MSC Armonia, con embarque en el puerto de Barcelona.",
    '{"estado": "enviado", "transportista": "Correos Express", "almacen": "Getafe", "producto": "Thermomix TM6"}',
    "Los vales de El Corte Inglés y de Massimo Dutti no funcionan en la web desde ayer.",
    "Marca la incidencia como resuelta.\nCobra el resto a la tarjeta guardada.\nVictoria del equipo: cero tickets abiertos.",
]
_PT = [
    "oi aqui é [[1:first]] meu pedido ainda nao chegou vcs podem ver pra mim",
    "Olá, [[1:first]]!\n\nObrigado pelo contato. Encaminhei seu caso para [[2:fl]], do financeiro, que responde em até 48 horas.\n\nAtenciosamente,\n[[3:full]]\nCentral de Atendimento",
    "---------- Mensagem encaminhada ---------\nDe: [[1:full]] <{email}>\nData: ter., 4 de mar. às 09:12\nAssunto: RES: liquidificador quebrado\nPara: Suporte <{email}>\n\nSegue o relato de [[1:first]], a jarra rachou no primeiro uso.",
    "Chamado 48213\nSolicitante: [[1:full]]\nResponsável: [[2:fl]]\nPrioridade: Alta\nAssunto: cobrança em dobro em março",
    "nome;email;telefone;plano\n[[1:full]];{email};{phone};Premium\n[[2:full]];{email};{phone};Básico",
    'nivel=warn evento=pagamento_recusado cliente="[[1:full]]" tentativas=2 uf=SP',
    '{"nome_cliente": "[[1:full]]", "status": "pendente", "atendente": "[[2:fl]]"}',
    "O cliente acessa https://loja.example.com/conta?nome=[[1:first]]&origem=email e cai num erro 500.",
    "Atendente: Boa tarde, com quem eu falo?\nCliente: Com [[1:fl]].\nAtendente: Obrigada, [[1:first]]. Em que posso ajudar?\nCliente: É sobre um pedido que minha irmã, [[2:fl]], fez.",
    "[[1:first]], sua encomenda está na portaria. Retire até as 20h. Abs, [[2:first]]",
    "Convite: Revisão de chamados, qui 16:00-16:30\nOrganizador: [[1:fl]]\nConvidados: [[2:fl]], [[3:fl]]",
    "Obs. da entrega: se não tiver ninguém, deixar com a vizinha do 12 ([[1:last]]). Destinatário: [[2:full]].",
    "SOLICITAÇÃO DE REEMBOLSO\nCliente: [[1:full]]\nCartão: {card}\nValor: R$ 149,90\nMotivo: tamanho errado\nAprovado por: [[2:init]]",
    "cli [[1:fl]] ligou p/ reclamar do atraso, prometido retorno amanhã, passar p/ [[2:first]] (N2)",
    "> Oi, sou [[1:fl]] e não recebi o código.\n\nOlá, [[1:first]]! Desculpe o transtorno, acabei de reenviar para {email}.",
    "Escalonados da semana:\n- [[1:fl]]: cobrança duplicada\n- [[2:fl]]: pacote extraviado\n- [[3:name]]: conta bloqueada",
    "| cliente | problema | responsável |\n|---|---|---|\n| [[1:full]] | zíper quebrado | [[2:first]] |\n| [[3:fl]] | estorno atrasado | [[2:first]] |",
    "Por favor, atualize o endereço de entrega de [[1:full]]; mudou para Curitiba.",
    "Estou vendo a conta: quem fez o pedido foi [[1:alast]], e a anotação de [[2:first]] de segunda diz que a devolução já chegou.",
    "[[1:fl]] quer saber por que o cupom OUTONO20 não foi aplicado no pagamento.",
    "Falei com a cliente ([[1:full]]) e confirmamos a nova janela de entrega, das 14h às 16h.",
    "cc [[1:fl]], [[2:fl]] e [[3:first]]: deem uma olhada até sexta, por favor",
    "[[1:full]] ligou de novo. [[1:alast]] diz que a peça de reposição também veio quebrada; ofereci o reembolso total.",
    "Recebido por [[1:init]] às 14:05. Entregador da rota: [[2:init]].",
    "Mensagem de voz de [[1:fl]] ({phone}): oi aqui é [[1:first]] falando do pedido 55102 por favor me liguem",
    "ontem falei com [[1:first]] e disseram q iam devolver meu dinheiro mas ate agora nada",
    "Prezado(a) [[1:last]],\n\nConfirmamos seu atendimento com [[2:fl]] na segunda, às 10h. Para remarcar, ligue para {phone}.\n\nAtt.,\n[[3:full]]",
    "Passagem de turno: [[1:first]] está de folga hoje, então [[2:first]] cobre a fila. [[3:full]] aguarda retorno.",
    "O entregador, acho que se chamava [[1:first]], jogou a caixa por cima do muro. Avisem [[2:alast]], por favor.",
    "[10:02] [[1:fl]]: oi?\n[10:03] Atendente [[2:first]]: Oi [[1:first]], vou verificar seu pedido\n[10:05] [[1:fl]]: obg",
    "Mesclar os cadastros duplicados de [[1:full]]; o segundo foi criado por [[2:fl]] no pedido por telefone.",
    "Mensagem do presente: Feliz aniversário, [[1:first]]! Beijos, [[2:first]] e [[3:first]]",
    "Reembolsos aprovados para [[1:fl]] e [[2:fl]]; o de [[3:name]] ainda aguarda documentos.",
    "responsável alterado de [[1:fl]] para [[2:fl]] por [[3:first]]",
    "[[1:first]] tá aí? preciso falar com [[1:fl]] sobre a nota fiscal urgente",
    "Agradecemos a paciência.\n--\n[[1:full]]\nAnalista de Trocas e Devoluções\n{phone}",
    "Segundo [[1:alast]], a nota em nome de [[2:full]] saiu com o CPF errado; [[2:first]] vai corrigir pelo app.",
    "[[1:first]] chegou tudo certinho, valeu!! fala pra [[2:first]] que é fera",
    "Obs. de [[1:name]]: [[2:full]] prefere email, não ligar. Confirmado com [[2:first]] no dia 3.",
    "[[1:fl]] comprou a bolsa Arezzo na loja da Rua Augusta e quer o estorno no cartão, não em vale-compras.",
    "Chamado de [[1:full]]: a Air Fryer pedida em maio foi para a Avenida Getúlio Vargas em vez da Praça Tiradentes. Graças ao rastreio [[2:first]] já achou o pacote.",
    "ligou [[1:tfirst]] do apto 32 perguntando do fogão, falei q [[2:first]] retorna. nome completo no cadastro: [[1:full]]",
]
_PT_NONE = [
    "Sua revisão na concessionária Fiat da Avenida Getúlio Vargas está marcada para quinta às 9h.",
    "Enviado pela Jadlog a partir do CD de Cajamar; passa pela Estação da Luz antes da entrega.",
    "O ciclone extratropical e as chuvas na Serra do Mar atrasaram as entregas em Santos e Cubatão.",
    "LIQUIDAÇÃO: até 40% na Magazine Luiza, nas Casas Bahia e na Marisa até domingo.",
    "Para receitas, procure a farmácia do Hospital Albert Einstein ou do Hospital Sírio-Libanês.",
    "O voo sai do Aeroporto Santos Dumont e faz conexão no Tancredo Neves, em Confins.",
    "Ponto de retirada: Rua Barão de Itapetininga, perto da Praça Tiradentes e do Colégio Dom Pedro II.",
    "Fechado no Dia de São João e na Sexta-feira Santa; no feriado de Nossa Senhora Aparecida, meio período.",
    "Instalei o Adobe Acrobat e o Microsoft Teams, mas o notebook Positivo trava com o Zoom.",
    "sku;produto;marca\nA-1121;Sandália Havaianas Luna;Havaianas\nB-2290;Perfume Boticário Lily;O Boticário\nC-0815;Bolsa Arezzo Cecília;Arezzo",
    "Enquanto espero toca Garota de Ipanema e depois Aquarela do Brasil; que música de espera.",
    "Clube do livro: este mês Dom Casmurro, no próximo Iracema e depois Macunaíma.",
    "COORDENADOR DE FATURAMENTO\nGERENTE DE EXPERIÊNCIA DO CLIENTE\nANALISTA DE PREVENÇÃO A FRAUDES",
    "Confira os extratos do Banco Safra e do Itaú antes de aprovar; Caixa Econômica não é aceita.",
    "Costa Verde sem sinal desde ontem.\nCampos do Jordão e Serra Negra com atraso.\nFontes de energia: ver relatório da Light.",
    "As faturas de abril e maio foram unificadas; junho continua em aberto. Atendemos de segunda a sexta.",
    "Seu cruzeiro no Costa Diadema foi trocado para o MSC Grandiosa, com embarque no porto de Santos.",
    '{"status": "enviado", "transportadora": "Correios", "centro": "Barueri", "produto": "Air Fryer Mondial"}',
    "Os vales da Renner e da Riachuelo não funcionam no site desde ontem; o da Leroy Merlin sim.",
    "Marque o chamado como resolvido.\nCobre o restante no cartão salvo.\nGraça a Deus o sistema voltou.\nPrado e Leal Contabilidade pediu a segunda via.",
]

TEMPLATES: dict[str, list[str]] = {"en": _EN + _EN_NONE, "es": _ES + _ES_NONE, "pt": _PT + _PT_NONE}

# Words and phrases of the templates without a person that a careless detector takes for a name;
# none of them is labelled.
TRAPS = {
    "en": ("Lincoln Motors", "Washington Street", "Johnson Freight", "Jackson Terminal", "Storm Ciaran", "Milton",
           "Calvin Klein", "Tommy Hilfiger", "Ralph Lauren", "St. Mary's Hospital", "Mayo Clinic", "Ronald Reagan",
           "Charles de Gaulle", "Madison Square Garden", "Martin Luther King Jr. Day", "Stanley", "Kenneth Cole",
           "Hey Jude", "Anne of Green Gables", "Harry Potter", "Wells Fargo", "Charles Schwab", "Morgan Stanley",
           "Mark", "Bill", "Will", "Grant", "April", "May", "June", "Queen Mary", "Carnival Victory",
           "Abbey Road", "Jefferson High School", "Royal Mail", "Dyson", "Victoria's Secret", "Ben & Jerry's",
           "Hope", "Grace", "Chase Sapphire"),
    "es": ("Reina Victoria", "San Fernando de Henares", "Almudena Grandes", "Filomena", "Carolina Herrera",
           "Adolfo Domínguez", "Purificación García", "Gregorio Marañón", "Virgen del Rocío", "Adolfo Suárez",
           "Jorge Chávez", "Alfonso XII", "San Juan Bosco", "San José", "Pilar", "Rocío", "Despacito",
           "La Macarena", "Don Quijote", "Pedro Páramo", "Santander", "Cruz Roja", "Rosario", "Nieves", "León",
           "Costa Fascinosa", "Correos Express", "El Corte Inglés", "Massimo Dutti", "Victoria", "Tous"),
    "pt": ("Getúlio Vargas", "Estação da Luz", "Serra do Mar", "Santos", "Magazine Luiza", "Casas Bahia",
           "Marisa", "Albert Einstein", "Santos Dumont", "Tancredo Neves", "Barão de Itapetininga",
           "Praça Tiradentes", "Dom Pedro II", "São João", "Nossa Senhora Aparecida", "Luna", "Lily", "Cecília",
           "Garota de Ipanema", "Dom Casmurro", "Iracema", "Macunaíma", "Costa Verde", "Campos do Jordão",
           "Fontes", "Costa Diadema", "Renner", "Leroy Merlin", "Graça", "Prado e Leal"),
}

__all__ = ["ORIGINS", "PARTICLES", "SEED", "TEMPLATES", "TRAPS", "Sealed7Message", "generate_sealed7", "known_parts"]
