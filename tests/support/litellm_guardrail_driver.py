"""Runs LiteLLM's Presidio guardrail against a daemon, in LiteLLM's own virtualenv.

`python litellm_guardrail_driver.py URL MESSAGE` (the interpreter being the one LiteLLM is
installed in; this file imports nothing from the repository) prints one JSON object:
- `masked`: the message as the guardrail's pre-call hook sends it to the model, with
  output_parse_pii on (numbered tokens it can unmask later), and `tokens` its map;
- `unmasked`: a model answer that repeats every token, after the post-call hook;
- `redacted`: the message with output_parse_pii off, as Presidio's /anonymize returned it.
Both of the guardrail's Presidio URLs point at URL: the daemon is its only Presidio.
The model is the one thing faked: its answer is built here from the masked message.
"""

import asyncio
import json
import sys

from litellm.proxy._types import UserAPIKeyAuth
from litellm.proxy.guardrails.guardrail_hooks.presidio import _OPTIONAL_PresidioPIIMasking
from litellm.types.utils import Choices, Message, ModelResponse


async def main(url: str, message: str) -> dict:
    user = UserAPIKeyAuth()
    unmasking = _OPTIONAL_PresidioPIIMasking(
        presidio_analyzer_api_base=url, presidio_anonymizer_api_base=url, output_parse_pii=True,
        guardrail_name="resguardo", default_on=True,
    )
    data = {"model": "any", "messages": [{"role": "user", "content": message}]}
    data = await unmasking.async_pre_call_hook(user_api_key_dict=user, cache=None, data=data,
                                               call_type="completion")
    masked = data["messages"][0]["content"]
    tokens = dict(data["metadata"]["pii_tokens"])
    answer = "Noted: " + " and ".join(tokens)
    response = ModelResponse(choices=[Choices(index=0, message=Message(role="assistant", content=answer))])
    response = await unmasking.async_post_call_success_hook(data=data, user_api_key_dict=user, response=response)
    unmasked = response.choices[0].message.content

    redacting = _OPTIONAL_PresidioPIIMasking(
        presidio_analyzer_api_base=url, presidio_anonymizer_api_base=url, guardrail_name="resguardo", default_on=True,
    )
    plain = {"model": "any", "messages": [{"role": "user", "content": message}]}
    plain = await redacting.async_pre_call_hook(user_api_key_dict=user, cache=None, data=plain,
                                                call_type="completion")
    for guardrail in (unmasking, redacting):
        await guardrail._close_http_session()
    return {"masked": masked, "tokens": tokens, "answer": answer, "unmasked": unmasked,
            "redacted": plain["messages"][0]["content"]}


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], sys.argv[2]))))
