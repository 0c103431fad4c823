#pragma once

#include "common/money.h"

#include <QString>
#include <QStringView>

#include <optional>

/// The currency a platform bills in (GET /v1/health: `currency`, `minor_unit_exponent`): an ISO 4217
/// code and how many decimal places the integer Money counts. The exponent is the platform's
/// choice, not always ISO's: a cloud that prices at $0.165/h counts tenths of a cent (exponent 3),
/// so its rates stay exact integers. Money never carries a currency itself; it is formatted and
/// parsed through the currency of the platform it came from.
class Currency
{
public:
    /// The sandbox's, and the contract's from before it carried one: yuan counted in fen.
    Currency() = default;
    /// nullopt unless `code` is three capital letters and the exponent 0 to 9.
    static std::optional<Currency> of(const QString &code, int minorUnitExponent);

    const QString &code() const { return m_code; }
    int exponent() const { return m_exponent; }
    /// "¥", "$", "€", "£"; otherwise the code and a space ("CHF ").
    QString symbol() const;

    /// "¥12.34", "-¥0.05", "$0.165": at least two decimals so columns line up, more only where the
    /// amount has them.
    QString format(Money amount) const;
    /// The same without the symbol ("12.34", "-0.05"), for files a spreadsheet reads.
    QString decimal(Money amount) const;
    /// What a user types in this currency's major unit: "12", "12.3", "¥12.34", "-0.05", with
    /// surrounding spaces. More decimals than the exponent, separators or garbage give nullopt, as
    /// does an amount beyond Money's range.
    std::optional<Money> parse(QStringView text) const;

    bool operator==(const Currency &) const = default;

private:
    QString formatted(Money amount, const QString &symbol) const;
    Currency(QString code, int exponent)
        : m_code(std::move(code))
        , m_exponent(exponent)
    { }
    QString m_code = QStringLiteral("CNY");
    int m_exponent = 2;
};
