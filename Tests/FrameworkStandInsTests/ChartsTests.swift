import Charts
import SwiftUI
import Testing

private struct Sale: Identifiable {
    let month: String
    let fruit: String
    let count: Int
    var id: String { month + fruit }
}

private let sales = [
    Sale(month: "Jan", fruit: "Apples", count: 12),
    Sale(month: "Feb", fruit: "Apples", count: 24),
    Sale(month: "March", fruit: "Apples", count: 5),
]

private struct SalesChart: View {
    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.count))
                .foregroundStyle(.green)
        }
        .chartYAxis(.hidden)
        .chartXAxis {
            AxisMarks(position: .bottom)
        }
    }
}

private struct TrendChart: View {
    var body: some View {
        Chart {
            ForEach(sales) { sale in
                LineMark(x: .value("Month", sale.month), y: .value("Sales", sale.count))
                    .foregroundStyle(by: .value("Fruit", sale.fruit))
            }
            RuleMark(y: .value("Target", 10.5))
            SectorMark(angle: .value("Share", 0.25), innerRadius: .ratio(0.6))
        }
        .chartLegend(.hidden)
    }
}

@Suite struct ChartsTests {
    @Test @MainActor func barsAreTextBarsScaledToTheLargestValue() async throws {
        let text = try await Scenario("bars") { SalesChart() }.render(.ascii(width: 40))

        #expect(
            text == #"""
                +--------------------------------------+
                |Chart                                 |
                |======================================|
                |Jan   ##########           12         |
                |Feb   #################### 24         |
                |March ####                 5          |
                +--------------------------------------+

                """#)
    }

    @Test @MainActor func otherMarksAreATableOfTheirValues() async throws {
        let text = try await Scenario("trend") { TrendChart() }.render(.ascii(width: 40))

        #expect(
            text == #"""
                +--------------------------------------+
                |Chart                                 |
                |======================================|
                |Mark   Month Sales Fruit  Target Share|
                |Line   Jan   12    Apples             |
                |Line   Feb   24    Apples             |
                |Line   March 5     Apples             |
                |Rule                      10.5        |
                |Sector                           0.25 |
                +--------------------------------------+

                """#)
    }

    @Test @MainActor func aChartIsASectionWithAGridInHTML() async throws {
        let html = try await Scenario("html") {
            Chart {
                BarMark(x: .value("Sales", 3.5), y: .value("Day", "Mon"))
            }
        }.render(.html)

        #expect(
            html == #"""
                <div class="border border-chart" style="border: 1px solid">
                  <div class="frame" data-alignment="leading" style="width: 100%">
                    <section class="section">
                      <h2><span class="text">Chart</span></h2>
                      <div class="grid" style="display: grid; grid-template-columns: repeat(3, auto); gap: 0 1ch">
                        <div class="grid-row">
                          <div class="grid-cell"><span class="text">Mon</span></div>
                          <div class="grid-cell"><span class="text">####################</span></div>
                          <div class="grid-cell"><span class="text">3.5</span></div>
                        </div>
                      </div>
                    </section>
                  </div>
                </div>

                """#)
    }
}
