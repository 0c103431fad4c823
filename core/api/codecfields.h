#pragma once

// The Reader and Writer that the codecs*.cpp files share (core/api/codecs.h), and the definitions
// of decode, decodeItems and encode that each of them instantiates for its own types. Included by
// those files only: each model type lists its fields once, in a `fields(visitor, value)` function
// of namespace Codecs::detail, found by argument-dependent lookup from Reader and Writer.
#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/model/account.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/vocabulary.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <type_traits>

struct PlatformHealth;
struct InstanceSpec;

namespace Codecs {
namespace detail {

using namespace Qt::StringLiterals;

template <typename T> struct IsOptional : std::false_type
{
};
template <typename T> struct IsOptional<std::optional<T>> : std::true_type
{
};

// Each model type lists its fields once, in a `fields(visitor, value)` function below; the same
// list reads (Reader) and writes (Writer) it, so the two directions cannot drift apart.

/// Reads fields from a JSON object; the first problem is kept, and later fields are skipped.
class Reader
{
public:
    explicit Reader(QJsonObject object, QString path = {})
        : m_object(std::move(object))
        , m_path(std::move(path))
    { }

    bool ok() const { return m_ok; }
    const ApiError &error() const { return m_error; }

    template <typename T> void operator()(const char *key, T &out)
    {
        if (m_ok)
            read(m_object.value(QLatin1StringView(key)), m_path + QLatin1StringView(key), out);
    }
    /// A struct whose fields the contract writes beside the others (a custom image's), present
    /// when `marker` is.
    template <typename T> void inlined(const char *marker, std::optional<T> &out)
    {
        out.reset();
        if (!m_ok || !m_object.contains(QLatin1StringView(marker)))
            return;
        T value;
        fields(*this, value);
        if (m_ok)
            out = std::move(value);
    }

private:
    void fail(const QString &field, const QJsonValue &v, const char *expected)
    {
        const QString found = v.isUndefined() ? u"missing"_s
            : v.isNull()                      ? u"null"_s
                                              : u"not "_s + QLatin1StringView(expected);
        m_error = ApiError::decode(u"field '%1' is %2, expected %3"_s.arg(field, found, QLatin1StringView(expected)));
        m_ok = false;
    }

    void read(const QJsonValue &v, const QString &field, QString &out)
    {
        if (!v.isString())
            return fail(field, v, "a string");
        out = v.toString();
    }
    void read(const QJsonValue &v, const QString &field, qint64 &out)
    {
        if (!v.isDouble() || double(v.toInteger()) != v.toDouble())
            return fail(field, v, "an integer");
        out = v.toInteger();
    }
    void read(const QJsonValue &v, const QString &field, int &out)
    {
        qint64 wide = 0;
        read(v, field, wide);
        if (m_ok && (wide < INT_MIN || wide > INT_MAX))
            return fail(field, v, "a 32-bit integer");
        out = int(wide);
    }
    void read(const QJsonValue &v, const QString &field, Money &out)
    {
        qint64 cents = 0;
        read(v, field, cents);
        out = Money::fromCents(cents);
    }
    void read(const QJsonValue &v, const QString &field, Discount &out)
    {
        double fraction = 0;
        read(v, field, fraction);
        if (m_ok && (fraction <= 0 || fraction > 1))
            return fail(field, v, "a fraction above 0 and at most 1");
        out = Discount::fromFraction(fraction);
    }
    void read(const QJsonValue &v, const QString &field, bool &out)
    {
        if (!v.isBool())
            return fail(field, v, "true or false");
        out = v.toBool();
    }
    void read(const QJsonValue &v, const QString &field, double &out)
    {
        if (!v.isDouble())
            return fail(field, v, "a number");
        out = v.toDouble();
    }
    /// Vocabulary: a string, which may name a value this client does not know.
    template <typename E> void read(const QJsonValue &v, const QString &field, WireEnum<E> &out)
    {
        QString text;
        read(v, field, text);
        if (m_ok)
            out = WireEnum<E>::fromWire(text);
    }
    /// What this client sends (a spec's billing and start modes): only a value it knows.
    template <typename E>
    requires std::is_enum_v<E>
    void read(const QJsonValue &v, const QString &field, E &out)
    {
        QString text;
        read(v, field, text);
        if (!m_ok)
            return;
        out = fromWireText<E>(text);
        if (out == E::Unknown)
            fail(field, v, "a value of the contract");
    }
    void read(const QJsonValue &v, const QString &field, QDateTime &out)
    {
        const auto parsed = v.isString() ? Rfc3339::parse(v.toString()) : std::nullopt;
        if (!parsed)
            return fail(field, v, "an RFC 3339 time");
        out = *parsed;
    }
    template <typename T> void read(const QJsonValue &v, const QString &field, std::optional<T> &out)
    {
        out.reset();
        if (v.isNull() || v.isUndefined())
            return;
        T value{};
        read(v, field, value);
        if (m_ok)
            out = std::move(value);
    }
    template <typename T> void read(const QJsonValue &v, const QString &field, QList<T> &out)
    {
        if (!v.isArray())
            return fail(field, v, "a list");
        out.clear();
        const QJsonArray items = v.toArray();
        for (qsizetype i = 0; i < items.size() && m_ok; ++i) {
            T value{};
            read(items[i], field + u'[' + QString::number(i) + u']', value);
            out.append(std::move(value));
        }
    }
    /// A nested object.
    template <typename T> void read(const QJsonValue &v, const QString &field, T &out)
    {
        if (!v.isObject())
            return fail(field, v, "an object");
        Reader nested(v.toObject(), field + u'.');
        fields(nested, out);
        if (!nested.ok()) {
            m_error = nested.error();
            m_ok = false;
        }
    }

    QJsonObject m_object;
    QString m_path;
    bool m_ok = true;
    ApiError m_error;
};

/// Writes fields into a JSON object.
class Writer
{
public:
    /// `omitEmpty`: empty optionals are left out (request bodies) instead of written as null.
    explicit Writer(bool omitEmpty = false)
        : m_omitEmpty(omitEmpty)
    { }

    QJsonObject object() const { return m_object; }

    template <typename T> void operator()(const char *key, const T &value)
    {
        if constexpr (IsOptional<T>::value) {
            if (m_omitEmpty && !value)
                return;
        }
        m_object.insert(QLatin1StringView(key), write(value));
    }
    template <typename T> void inlined(const char *, const std::optional<T> &value)
    {
        if (value)
            fields(*this, const_cast<T &>(*value)); // the writer only reads
    }

private:
    QJsonValue write(const QString &v) const { return v; }
    QJsonValue write(qint64 v) const { return v; }
    QJsonValue write(int v) const { return v; }
    QJsonValue write(bool v) const { return v; }
    QJsonValue write(double v) const { return v; }
    QJsonValue write(const Money &v) const { return v.cents(); }
    QJsonValue write(const Discount &v) const { return v.fraction(); }
    QJsonValue write(const QDateTime &v) const { return Rfc3339::format(v); }
    template <typename E> QJsonValue write(const WireEnum<E> &v) const { return v.wire(); }
    QJsonValue write(BillingMode v) const { return wireText(v); }
    QJsonValue write(InstanceMode v) const { return wireText(v); }
    template <typename T> QJsonValue write(const std::optional<T> &v) const { return v ? write(*v) : QJsonValue(); }
    template <typename T> QJsonValue write(const QList<T> &items) const
    {
        QJsonArray array;
        for (const T &item : items)
            array.append(write(item));
        return array;
    }
    template <typename T> QJsonValue write(const T &nested) const
    {
        Writer w(m_omitEmpty);
        fields(w, const_cast<T &>(nested));
        return w.object();
    }

    bool m_omitEmpty;
    QJsonObject m_object;
};

/// Range checks the types cannot express (codecs.cpp has the one for PlatformHealth).
bool valid(const PlatformHealth &h, ApiError *error);
template <typename T> bool valid(const T &, ApiError *)
{
    return true;
}

} // namespace detail

template <typename T> ApiResult<T> decode(const QJsonObject &json)
{
    detail::Reader reader(json);
    T value{};
    fields(reader, value);
    if (!reader.ok())
        return reader.error();
    ApiError error;
    if (!detail::valid(value, &error))
        return error;
    return value;
}

template <typename T> ApiResult<QList<T>> decodeItems(const QJsonObject &json)
{
    detail::Reader reader(json);
    QList<T> items;
    reader("items", items);
    if (!reader.ok())
        return reader.error();
    return items;
}

template <typename T> QJsonObject encode(const T &value)
{
    detail::Writer writer(std::is_same_v<T, InstanceSpec>);
    fields(writer, const_cast<T &>(value)); // the writer only reads
    return writer.object();
}

#define GPUDESK_CODEC(T)                                                                                               \
    template ApiResult<T> decode<T>(const QJsonObject &);                                                              \
    template ApiResult<QList<T>> decodeItems<T>(const QJsonObject &);                                                  \
    template QJsonObject encode<T>(const T &);

} // namespace Codecs
