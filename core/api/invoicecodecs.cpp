// The invoice's codec, beside codecs.cpp's (which would pass 700 lines with it).
#include "core/api/codecfields.h"
#include "core/model/invoice.h"

namespace Codecs {
namespace detail {

template <typename V> void fields(V &v, Invoice &x)
{
    v("id", x.id);
    v("month", x.month);
    v("title", x.title);
    v("tax_id", x.taxId);
    v("email", x.email);
    v("amount_cents", x.amount);
    v("payments", x.payments);
    v("status", x.status);
    v("requested_at", x.requestedAt);
    v("issued_at", x.issuedAt);
    v("number", x.number);
}

} // namespace detail

GPUDESK_CODEC(Invoice)

} // namespace Codecs
